import { evaluateEmail } from './email.rules';

describe('email rules', () => {
  it.each([
    ['a company address', 'pat.lee@brightlinelogistics.com', 'low', 'low', ['EDC']],
    ['a free-mail address', 'pat.lee@gmail.com', 'low', 'low', ['EDC', 'EFRE']],
    ['an upper-case free-mail address', ' Pat.Lee@GMAIL.com ', 'low', 'low', ['EDC', 'EFRE']],
    ['a .edu address', 'plee@cs.colostate.edu', 'exact', 'low', ['EDC', 'EEDU']],
    ['a disposable domain', 'x1@mailinator.com', 'high', 'high', ['EADP']],
    ['a subdomain of a disposable domain', 'x1@inbox.mailinator.com', 'high', 'high', ['EADP']],
    ['an RFC 2606 example domain', 'pat@example.com', 'high', 'high', ['ERES']],
    ['a .test domain', 'pat@school.test', 'high', 'high', ['ERES']],
    ['a role mailbox on a free domain', 'admin@gmail.com', 'low', 'medium', ['EROL', 'EFRE']],
    ['a tagged role mailbox', 'info+apply@acme-widgets.com', 'low', 'medium', ['EROL']],
    ['a role mailbox on a disposable domain', 'noreply@mailinator.com', 'high', 'high', ['EROL', 'EADP']],
    ['no @', 'pat.gmail.com', 'high', 'high', ['EINV']],
    ['no top-level domain', 'pat@localhost', 'high', 'high', ['EINV']],
  ] as const)(
    'Given %s (%s), Then domain %s, email %s, codes %j',
    (_case, email, domainLevel, emailLevel, codes) => {
      const result = evaluateEmail(email);
      expect(result.emailDomainLevel).toBe(domainLevel);
      expect(result.emailLevel).toBe(emailLevel);
      expect(result.codes).toEqual(codes);
    },
  );
});
