import { checkEndpointUrl, isPrivateAddress } from './endpoint-address';

describe('webhook endpoint addresses (SSRF guard)', () => {
  const saved = process.env.WEBHOOKS_ALLOW_PRIVATE;
  afterEach(() => {
    if (saved === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    else process.env.WEBHOOKS_ALLOW_PRIVATE = saved;
  });

  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.3.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700:4700::1111'])('allows %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('needs HTTPS and a public address unless WEBHOOKS_ALLOW_PRIVATE=1', async () => {
    delete process.env.WEBHOOKS_ALLOW_PRIVATE;
    await expect(checkEndpointUrl('http://8.8.8.8/hook')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('https://[::1]/hook')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('https://user:pw@8.8.8.8/hook')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('not a url')).rejects.toMatchObject({ httpStatus: 422 });
    await expect(checkEndpointUrl('https://8.8.8.8/hook')).resolves.toBeInstanceOf(URL);
    process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    await expect(checkEndpointUrl('http://127.0.0.1:9000/hook')).resolves.toBeInstanceOf(URL);
  });
});
