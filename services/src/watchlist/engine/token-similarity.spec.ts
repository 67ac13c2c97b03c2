import { bestPairs } from './best-pairs.scorer';
import { compareTokens, prepareToken, tokenScore } from './token-similarity';

const score = (a: string, b: string) => tokenScore(prepareToken(a), prepareToken(b));

function nameScore(query: string, indexed: string): number {
  const q = query.split(' ').map(prepareToken);
  const i = indexed.split(' ').map(prepareToken);
  return bestPairs(
    q.map((t) => t.text.length),
    i.map((t) => t.text.length),
    (a, b) => tokenScore(q[a], i[b]),
  ).score;
}

describe('token similarity (Watchman-style Jaro-Winkler)', () => {
  it('scores identical tokens 1 and typos high', () => {
    expect(score('zawahiri', 'zawahiri')).toBe(1);
    expect(score('zawahiri', 'zawahri')).toBeGreaterThan(0.9);
  });

  it('penalises a different first letter', () => {
    const cmp = compareTokens(prepareToken('mason'), prepareToken('jason'));
    expect(cmp.firstLetterFactor).toBe(0.9);
    expect(cmp.score).toBeLessThan(cmp.jaroWinkler);
  });

  it('penalises a large length difference', () => {
    const cmp = compareTokens(prepareToken('ali'), prepareToken('alexandros'));
    expect(cmp.lengthFactor).toBeLessThan(1);
  });

  it('lifts phonetic equivalents to the phonetic floor', () => {
    const cmp = compareTokens(prepareToken('youssef'), prepareToken('yusuf'));
    expect(cmp.phoneticMatch).toBe(true);
    expect(cmp.score).toBeGreaterThanOrEqual(0.9);
    expect(compareTokens(prepareToken('max'), prepareToken('mks')).phoneticMatch).toBe(false);
  });
});

describe('best pairs name score', () => {
  it('ignores word order', () => {
    expect(nameScore('zawahiri ayman', 'ayman zawahiri')).toBeCloseTo(1, 6);
  });

  it('penalises unmatched indexed tokens a little (missing middle names still score high)', () => {
    const full = nameScore('john doe', 'john doe');
    const longer = nameScore('john doe', 'john bartholomew doe');
    expect(longer).toBeLessThan(full);
    expect(longer).toBeGreaterThan(0.9);
  });

  it('counts unmatched query tokens as zero', () => {
    expect(nameScore('john michael doe', 'john doe')).toBeLessThan(0.8);
  });
});
