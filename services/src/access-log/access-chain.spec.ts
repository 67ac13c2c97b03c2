import { createHash } from 'node:crypto';
import { AccessLine, GENESIS, canonicalJson, chain, lineHash, verifyLines } from './access-chain';

const line = (seq: number, over: Partial<AccessLine> = {}): AccessLine => ({
  companyId: 7,
  seq,
  at: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
  actorType: 'user',
  actorId: '12',
  actorName: 'Ada Staff',
  kind: 'idv.detail',
  applicantIds: [`00000000-0000-4000-8000-00000000000${seq}`],
  detail: { image: 'selfie', filter: { b: '1', a: '2' } },
  ip: '10.0.0.1',
  requestId: `req-${seq}`,
  ...over,
});

describe('the access log hash chain', () => {
  const lines = chain([line(1), line(2), line(3), line(4)], GENESIS);
  const head = { seq: 4, hash: lines[3].hash };

  it('links each line to the one before, the first to the genesis hash', () => {
    expect(lines[0].prevHash).toBe(GENESIS);
    expect(lines[2].prevHash).toBe(lines[1].hash);
    expect(lines[1].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes jsonb content whatever order its keys come back in', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    const reordered = { ...lines[0], detail: { filter: { a: '2', b: '1' }, image: 'selfie' } };
    expect(lineHash(reordered, GENESIS)).toBe(lines[0].hash);
  });

  it('hashes a line to the same bytes as every earlier version did (stored chains keep verifying)', () => {
    const line: AccessLine = {
      companyId: 7,
      seq: 12,
      at: new Date('2026-11-30T07:15:00.123Z'),
      actorType: 'user',
      actorId: '42',
      actorName: 'Dana "D" Ortiz',
      kind: 'sessions.list',
      applicantIds: ['0b7d2c1e-1111-4222-8333-444455556666', '9f7d2c1e-1111-4222-8333-444455556666'],
      detail: { filter: { risk: 'high', page: '2' }, rows: 25, flags: [true, null, 3] },
      ip: '10.0.0.5',
      requestId: 'req-1',
    };
    expect(lineHash(line, GENESIS)).toBe('709557d043f6cb6c70222c06a747c16fd9effd785282768799e015a46e94857b');
    // The hash is SHA-256 of the canonical JSON of the whole line, however it is written.
    const awkward = {
      ...line,
      actorName: 'Zoë \u2028 "Q"',
      ip: null,
      detail: { z: { y: [1, { b: 2, a: 1 }] }, a: '' },
    };
    const whole = canonicalJson([
      awkward.companyId,
      awkward.seq,
      awkward.at.toISOString(),
      awkward.actorType,
      awkward.actorId,
      awkward.actorName,
      awkward.kind,
      awkward.applicantIds,
      awkward.detail,
      awkward.ip,
      awkward.requestId,
      GENESIS,
    ]);
    expect(lineHash(awkward, GENESIS)).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(canonicalJson([1, 'a', null, undefined, true, [{ b: 1, a: 2 }]])).toBe(
      '[1,"a",null,null,true,[{"a":2,"b":1}]]',
    );
  });

  it('finds an intact chain intact', () => {
    expect(verifyLines(lines, head)).toBeNull();
    expect(verifyLines([], null)).toBeNull();
  });

  it('reports the first line whose content was changed', () => {
    const tampered = lines.map((l) => (l.seq === 2 ? { ...l, applicantIds: ['someone-else'] } : l));
    expect(verifyLines(tampered, head)).toEqual({ seq: 2, reason: 'content' });
  });

  it('reports a line rewritten with a fresh hash by its broken link to the next', () => {
    const rewritten = { ...lines[1], actorName: 'Nobody' };
    const rehashed = { ...rewritten, hash: lineHash(rewritten, rewritten.prevHash) };
    expect(verifyLines([lines[0], rehashed, lines[2], lines[3]], head)).toEqual({ seq: 3, reason: 'link' });
  });

  it('reports a deleted line as a gap, and lines cut off the end by the head', () => {
    expect(verifyLines([lines[0], lines[2], lines[3]], head)).toEqual({ seq: 2, reason: 'gap' });
    expect(verifyLines(lines.slice(0, 3), head)).toEqual({ seq: 4, reason: 'head' });
  });

  it('continues a chain from its head', () => {
    const more = chain([line(5)], head.hash);
    expect(verifyLines([...lines, ...more], { seq: 5, hash: more[0].hash })).toBeNull();
  });
});
