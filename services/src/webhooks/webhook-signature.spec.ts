import { createHmac } from 'node:crypto';
import { signatureHeader, verifySignature } from './webhook-signature';

describe('webhook signature', () => {
  const body = '{"id":"d1","event":"idv.completed","data":{"overall_validation":"PASSED"}}';
  const t = 1_764_100_000;

  it('is t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, as the docs tell receivers', () => {
    const expected = createHmac('sha256', 'whsec_a').update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(['whsec_a'], t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('carries one v1 per live secret during a rotation, each verifying on its own', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], t, body);
    expect(header.split(',').filter((p) => p.startsWith('v1='))).toHaveLength(2);
    expect(verifySignature('whsec_new', header, body, 300, t)).toBe(true);
    expect(verifySignature('whsec_old', header, body, 300, t)).toBe(true);
    expect(verifySignature('whsec_other', header, body, 300, t)).toBe(false);
  });

  it('refuses a changed body, a stale timestamp and a malformed header', () => {
    const header = signatureHeader(['whsec_a'], t, body);
    expect(verifySignature('whsec_a', header, body.replace('PASSED', 'FAILED'), 300, t)).toBe(false);
    expect(verifySignature('whsec_a', header, body, 300, t + 301)).toBe(false);
    expect(verifySignature('whsec_a', 'v1=abc', body, 300, t)).toBe(false);
    expect(verifySignature('whsec_a', `t=${t},v1=zz`, body, 300, t)).toBe(false);
  });
});
