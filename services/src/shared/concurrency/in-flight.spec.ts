import { InFlight } from './in-flight';

describe('InFlight: callers asking while work runs share it', () => {
  it('runs the work once for callers that ask together, and anew once it has settled', async () => {
    const inFlight = new InFlight<number>();
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 10));
      return runs;
    };
    expect(await Promise.all([inFlight.run('k', work), inFlight.run('k', work)])).toEqual([1, 1]);
    expect(await inFlight.run('k', work)).toBe(2);
    expect(await Promise.all([inFlight.run('a', work), inFlight.run('b', work)])).toEqual([4, 4]);
  });

  it('shares a failure with the callers that waited, then lets the next one try again', async () => {
    const inFlight = new InFlight<string>();
    const failing = inFlight.run('k', async () => {
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('database gone');
    });
    const joined = inFlight.run('k', async () => 'never run');
    await expect(failing).rejects.toThrow('database gone');
    await expect(joined).rejects.toThrow('database gone');
    expect(await inFlight.run('k', async () => 'back')).toBe('back');
  });
});
