import { isAcceptableIdpUrl, isFetchableIdpUrl } from './sso-addresses';

/** A company admin must not make the server fetch from inside its network (SSRF) through SSO settings. */
describe('identity provider addresses the server may fetch from', () => {
  const allowed = process.env.SSO_ALLOW_PRIVATE_IDP;
  afterEach(() => {
    if (allowed === undefined) delete process.env.SSO_ALLOW_PRIVATE_IDP;
    else process.env.SSO_ALLOW_PRIVATE_IDP = allowed;
  });

  it.each([
    'http://127.0.0.1:4000/',
    'https://127.0.0.1/',
    'https://localhost/realms/school',
    'https://10.0.0.7/realms/school',
    'https://192.168.1.20/adfs',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/',
    'https://[::ffff:10.0.0.7]/',
    'https://user:secret@8.8.8.8/',
    'ftp://8.8.8.8/',
  ])('refuses %s by default', async (url) => {
    delete process.env.SSO_ALLOW_PRIVATE_IDP;
    expect(await isFetchableIdpUrl(url)).toBe(false);
  });

  it('takes a public HTTPS address', async () => {
    delete process.env.SSO_ALLOW_PRIVATE_IDP;
    expect(await isFetchableIdpUrl('https://8.8.8.8/.well-known/openid-configuration')).toBe(true);
  });

  it('takes a provider on the loopback or the campus network when the operator allows it', async () => {
    process.env.SSO_ALLOW_PRIVATE_IDP = '1';
    expect(await isFetchableIdpUrl('http://127.0.0.1:4000/')).toBe(true);
    expect(await isFetchableIdpUrl('https://10.0.0.7/realms/school')).toBe(true);
    // Plain HTTP stays refused off the loopback, and credentials in the address always.
    expect(isAcceptableIdpUrl('http://10.0.0.7/')).toBe(false);
    expect(isAcceptableIdpUrl('https://user:secret@10.0.0.7/')).toBe(false);
  });
});
