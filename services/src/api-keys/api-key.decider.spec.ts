import { apiKeyDecider, createApiKey, revokeApiKey } from './api-key.decider';
import { apiKeyFromHeaders, issueKey, parseKey, secretMatches } from './api-key-secret';

const by = { id: 7, name: 'Morgan Hale' };
const created = (name: string, permissions: number[]) =>
  createApiKey(apiKeyDecider.initialState(), {
    keyId: 'k',
    name,
    permissions,
    secretHash: 'h',
    createdBy: by,
  });

describe('API keys', () => {
  it('issues vdk_<id>_<secret> and keeps only a hash that matches the secret', () => {
    const key = issueKey();
    const parsed = parseKey(key.plaintext)!;
    expect(parsed.keyId).toBe(key.keyId);
    expect(key.secretHash).not.toContain(parsed.secret);
    expect(secretMatches(parsed.secret, key.secretHash)).toBe(true);
    expect(
      secretMatches(
        parsed.secret.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        key.secretHash,
      ),
    ).toBe(false);
    expect(parseKey('vdk_short_x')).toBeNull();
  });

  it('reads the key from Bearer vdk_… or X-Api-Key, and leaves session tokens alone', () => {
    expect(apiKeyFromHeaders({ authorization: 'Bearer vdk_abc' })).toBe('vdk_abc');
    expect(apiKeyFromHeaders({ 'x-api-key': 'vdk_def' })).toBe('vdk_def');
    expect(apiKeyFromHeaders({ authorization: 'Bearer eyJhbGciOi.x.y' })).toBeNull();
  });

  it('needs a name and at least one known permission; trims and sorts', () => {
    expect(() => created(' ', [1])).toThrow();
    expect(() => created('Slate', [])).toThrow();
    // 7 (Auditor: a log collector may read the access log) is known since issue 31; 8 is not.
    expect(() => created('Slate', [8])).toThrow();
    expect(created('Log collector', [7])[0].data).toMatchObject({ permissions: [7] });
    expect(created(' Slate nightly ', [6, 1, 1])[0].data).toMatchObject({
      name: 'Slate nightly',
      permissions: [1, 6],
    });
  });

  it('revokes once; revoking again changes nothing', () => {
    const state = created('Slate', [1]).reduce(apiKeyDecider.evolve, apiKeyDecider.initialState());
    const revoked = revokeApiKey(state, by);
    expect(revoked).toHaveLength(1);
    expect(revokeApiKey(revoked.reduce(apiKeyDecider.evolve, state), by)).toEqual([]);
    expect(() => revokeApiKey(apiKeyDecider.initialState(), by)).toThrow();
  });
});
