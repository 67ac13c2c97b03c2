import { checkEndpointUrl, isPrivateAddress } from './endpoint-address';
import { inEnglish } from '../shared/i18n/in-english';
import { ValidationError } from '../shared/domain/domain-error';

/**
 * The forms an outside probe tried on POST /api/webhooks (and more): every way of writing a
 * loopback, private, link-local or internal address in a URL, IPv4 shorthand and the IPv6 forms
 * that carry an IPv4 address. Each must be refused at registration (checkEndpointUrl) and at
 * connect time (isPrivateAddress on the address a delivery would connect to).
 */
const REFUSED_URLS = [
  'https://127.0.0.1/x',
  'https://127.1/x',
  'https://2130706433/x',
  'https://0x7f000001/x',
  'https://0177.0.0.1/x',
  'https://0x7f.0.0.1/x',
  'https://127.000.000.001/x',
  'https://0/x',
  'https://0.0.0.0/x',
  'https://localhost/x',
  'https://10.0.0.1/x',
  'https://172.16.0.1/x',
  'https://192.168.1.1/x',
  'https://100.64.0.1/x',
  'https://169.254.169.254/x',
  'https://[::1]/x',
  'https://[0:0:0:0:0:0:0:1]/x',
  'https://[::]/x',
  'https://[::ffff:127.0.0.1]/x',
  'https://[::ffff:7f00:1]/x',
  'https://[0:0:0:0:0:ffff:127.0.0.1]/x',
  'https://[::ffff:169.254.169.254]/x',
  'https://[::ffff:a9fe:a9fe]/x',
  'https://[::127.0.0.1]/x',
  'https://[::7f00:1]/x',
  'https://[::a00:1]/x',
  'https://[::ffff:0:7f00:1]/x',
  'https://[64:ff9b::127.0.0.1]/x',
  'https://[64:ff9b::7f00:1]/x',
  'https://[64:ff9b::a9fe:a9fe]/x',
  'https://[64:ff9b:1::7f00:1]/x',
  'https://[64:ff9b:1::808:808]/x',
  'https://[2002:7f00:1::1]/x',
  'https://[2002:a00:1::1]/x',
  'https://[2002:a9fe:a9fe::1]/x',
  'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x',
  'https://[fe80::1]/x',
  'https://[fc00::1]/x',
  'https://[fd12:3456::1]/x',
  'https://[fec0::1]/x',
  'https://[ff02::1]/x',
  'https://[2001:db8::1]/x',
];

describe('webhook endpoint addresses (SSRF guard)', () => {
  const saved = process.env.WEBHOOKS_ALLOW_PRIVATE;
  beforeEach(() => delete process.env.WEBHOOKS_ALLOW_PRIVATE);
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    else process.env.WEBHOOKS_ALLOW_PRIVATE = saved;
  });

  it.each(REFUSED_URLS)('refuses %s at registration', async (url) => {
    const refusal = await checkEndpointUrl(url).then(
      () => undefined,
      (e: ValidationError) => ({ httpStatus: e.httpStatus, errors: inEnglish(e.errors) }),
    );
    expect(refusal).toMatchObject({
      httpStatus: 422,
      errors: [
        { field: 'url', message: expect.stringMatching(/private or internal address|does not resolve/) },
      ],
    });
  });

  it.each(REFUSED_URLS.filter((u) => !u.includes('localhost')))(
    'refuses the address of %s at connect time',
    (url) => expect(isPrivateAddress(new URL(url).hostname.replace(/^\[|\]$/g, ''))).toBe(true),
  );

  it.each([
    '8.8.8.8',
    '172.32.0.1',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows the public address %s', (address) => expect(isPrivateAddress(address)).toBe(false));

  it.each(['', 'not-an-ip', '1.2.3', '::g', 'fe80::1%eth0'])('treats %j as no public address', (text) =>
    expect(isPrivateAddress(text)).toBe(true),
  );

  it('needs HTTPS and a public address unless WEBHOOKS_ALLOW_PRIVATE=1', async () => {
    await expect(checkEndpointUrl('http://8.8.8.8/hook')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('https://user:pw@8.8.8.8/hook')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('not a url')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('https://8.8.8.8/hook')).resolves.toBeInstanceOf(URL);
    await expect(checkEndpointUrl('https://[2606:4700:4700::1111]/hook')).resolves.toBeInstanceOf(URL);
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    await expect(checkEndpointUrl('http://127.0.0.1:9000/hook')).resolves.toBeInstanceOf(URL);
  });
});
