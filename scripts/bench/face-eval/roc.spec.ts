import { fuseByImpostorZScore, roc, thresholdAtFalseMatchRate } from './roc';

describe('verification error rates', () => {
  // 1,000 different-person scores 0.000 … 0.999; genuine scores spread over 0.9 … 1.0.
  const impostor = Array.from({ length: 1000 }, (_, i) => i / 1000);
  const genuine = Array.from({ length: 100 }, (_, i) => 0.9 + i / 1000);

  it('holds false matches at the rate asked: one in a thousand lets exactly the highest impostor through', () => {
    const t = thresholdAtFalseMatchRate(impostor, 0.001);
    expect(impostor.filter((s) => s >= t)).toEqual([0.999]);
    expect(impostor.filter((s) => s >= thresholdAtFalseMatchRate(impostor, 0.01))).toHaveLength(10);
  });

  it('counts the genuine pairs refused at those thresholds', () => {
    const r = roc(genuine, impostor);
    // At 1 % false matches the threshold sits just above 0.989: genuine 0.900 … 0.989 are refused.
    expect(r.fnmrAt1).toBeCloseTo(0.9, 5);
    expect(r.fnmrAt01).toBeCloseTo(0.99, 5);
    // Equal where 1 − t = (t − 0.9) × 10, t = 10/11: both about 9.1 %.
    expect(r.eer).toBeCloseTo(1 / 11, 2);
  });

  it('separates perfectly when every genuine score is above every impostor score', () => {
    expect(roc([0.8, 0.9], [0.1, 0.2, 0.3])).toMatchObject({ fnmrAt1: 0, fnmrAt01: 0, eer: 0 });
  });

  it('fuses by each model’s impostor spread, so a model on a wider scale does not dominate', () => {
    const isGenuine = [true, false, false, false];
    const narrow = { scores: [0.6, 0.5, 0.49, 0.51], weight: 1 };
    const wide = { scores: [0.0, 50, 40, 60], weight: 1 };
    const fused = fuseByImpostorZScore([narrow, wide], isGenuine);
    // Each model's impostors average 0 after the shift; the fused impostors do too.
    expect(fused.slice(1).reduce((s, v) => s + v, 0)).toBeCloseTo(0, 6);
    // The narrow model's genuine pair is 12 impostor spreads up, the wide one's 6 down: the sum stays up.
    expect(fused[0]).toBeGreaterThan(0);
  });
});
