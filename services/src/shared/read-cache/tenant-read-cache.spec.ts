import { EVERY_TENANT, TenantReadCache, answerKey, applyNotice } from './tenant-read-cache';

/** A computation the test finishes when it wants, counting how often the cache asked for it. */
function source() {
  let calls = 0;
  const waiting: Array<(body: string) => void> = [];
  return {
    calls: () => calls,
    compute: (body: string) => () => {
      calls++;
      return Promise.resolve(body);
    },
    held: () => () => {
      calls++;
      return new Promise<string>((resolve) => waiting.push(resolve));
    },
    finish: (body: string) => waiting.shift()!(body),
  };
}

describe('TenantReadCache', () => {
  const listening = () => {
    const cache = new TenantReadCache(1024 * 1024);
    cache.setListening(true);
    return cache;
  };

  it("keeps a tenant's answer until that tenant changes, and no other tenant's change moves it", async () => {
    const cache = listening();
    const s = source();
    expect(await cache.answer(1, 'page', s.compute('v1'))).toBe('v1');
    expect(await cache.answer(1, 'page', s.compute('v2'))).toBe('v1');
    expect(s.calls()).toBe(1);
    cache.changed(2);
    expect(await cache.answer(1, 'page', s.compute('v2'))).toBe('v1');
    cache.changed(1);
    expect(await cache.answer(1, 'page', s.compute('v2'))).toBe('v2');
    expect(s.calls()).toBe(2);
  });

  it('keeps answers apart by tenant and key', async () => {
    const cache = listening();
    expect(await cache.answer(1, 'a', async () => 'one-a')).toBe('one-a');
    expect(await cache.answer(2, 'a', async () => 'two-a')).toBe('two-a');
    expect(await cache.answer(1, 'b', async () => 'one-b')).toBe('one-b');
    expect(await cache.answer(1, 'a', async () => 'x')).toBe('one-a');
    expect(await cache.answer(2, 'a', async () => 'x')).toBe('two-a');
  });

  it('does not keep an answer whose tenant changed while it was computed (it may predate the change)', async () => {
    const cache = listening();
    const s = source();
    const first = cache.answer(1, 'page', s.held());
    cache.changed(1);
    s.finish('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.answer(1, 'page', s.compute('after'))).toBe('after');
  });

  it('computes once for requests that arrive together', async () => {
    const cache = listening();
    const s = source();
    const answers = [1, 2, 3].map(() => cache.answer(1, 'page', s.held()));
    s.finish('shared');
    expect(await Promise.all(answers)).toEqual(['shared', 'shared', 'shared']);
    expect(s.calls()).toBe(1);
  });

  it("answers over every company (the super admin's) move with any tenant's change", async () => {
    const cache = listening();
    expect(await cache.answer(null, 'stats', async () => 'all-1')).toBe('all-1');
    expect(await cache.answer(null, 'stats', async () => 'x')).toBe('all-1');
    cache.changed(7);
    expect(await cache.answer(null, 'stats', async () => 'all-2')).toBe('all-2');
  });

  it('keeps nothing while its listener is not connected, and forgets everything when it is lost', async () => {
    const cache = new TenantReadCache(1024 * 1024);
    const s = source();
    await cache.answer(1, 'page', s.compute('a'));
    await cache.answer(1, 'page', s.compute('b'));
    expect(s.calls()).toBe(2);
    cache.setListening(true);
    await cache.answer(1, 'page', s.compute('c'));
    cache.setListening(false);
    cache.setListening(true);
    expect(await cache.answer(1, 'page', s.compute('d'))).toBe('d');
  });

  it('keeps only the answers its caller says to keep', async () => {
    const cache = listening();
    const s = source();
    const keepCommon = (body: string) => body.startsWith('common');
    expect(await cache.answer(1, 'rare', s.compute('rare-1'), keepCommon)).toBe('rare-1');
    expect(await cache.answer(1, 'rare', s.compute('rare-2'), keepCommon)).toBe('rare-2');
    expect(await cache.answer(1, 'often', s.compute('common-1'), keepCommon)).toBe('common-1');
    expect(await cache.answer(1, 'often', s.compute('common-2'), keepCommon)).toBe('common-1');
    expect(s.calls()).toBe(3);
  });

  it('does not keep an error: the next request computes again', async () => {
    const cache = listening();
    await expect(cache.answer(1, 'page', () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(await cache.answer(1, 'page', async () => 'ok')).toBe('ok');
  });

  it('is bounded in bytes: the least recently used answers go first', async () => {
    const cache = new TenantReadCache(3_000);
    cache.setListening(true);
    const big = 'x'.repeat(900);
    for (const key of ['a', 'b', 'c', 'd']) await cache.answer(1, key, async () => big);
    expect(cache.size).toBeLessThanOrEqual(3_000);
    expect(await cache.answer(1, 'a', async () => 'recomputed')).toBe('recomputed');
  });

  it('is off with no memory (READ_CACHE_MB=0)', async () => {
    const cache = new TenantReadCache(0);
    cache.setListening(true);
    const s = source();
    await cache.answer(1, 'page', s.compute('a'));
    expect(await cache.answer(1, 'page', s.compute('b'))).toBe('b');
  });

  it('reads notices: ids move their tenants, anything else moves every tenant', async () => {
    const cache = listening();
    const fill = async () => {
      for (const id of [1, 2, 3]) await cache.answer(id, 'k', async () => `old-${id}`);
    };
    const now = async () =>
      Promise.all([1, 2, 3].map((id) => cache.answer(id, 'k', async () => `new-${id}`)));
    await fill();
    applyNotice(cache, '1,3');
    expect(await now()).toEqual(['new-1', 'old-2', 'new-3']);
    for (const payload of [EVERY_TENANT, 'garbage', '', '1,x']) {
      applyNotice(cache, '1,2,3');
      await fill();
      applyNotice(cache, payload);
      expect(await now()).toEqual(['new-1', 'new-2', 'new-3']);
    }
  });

  it('keys a query the same whatever the order of its parameters', () => {
    expect(answerKey('sessions', { a: '1', b: { y: 2, x: 1 } })).toBe(
      answerKey('sessions', { b: { x: 1, y: 2 }, a: '1' }),
    );
    expect(answerKey('sessions', { a: '1' })).not.toBe(answerKey('sessions', { a: '2' }));
  });
});
