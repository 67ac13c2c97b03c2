import { deadlinesFrom, formatCountdown, phaseAt, reportDelay } from './idleModel';

const timers = {
  idle_timeout_minutes: 30,
  absolute_lifetime_hours: 12,
  idle_seconds_left: 600,
  lifetime_seconds_left: 3600,
};

describe('idle rules', () => {
  const d = deadlinesFrom(timers, 1_000_000);

  it('warns two minutes before the idle timeout, with the seconds left', () => {
    expect(phaseAt(d, 1_000_000)).toEqual({ kind: 'active' });
    expect(phaseAt(d, 1_000_000 + 479_000)).toEqual({ kind: 'active' });
    expect(phaseAt(d, 1_000_000 + 480_000)).toEqual({ kind: 'warning', secondsLeft: 120 });
    expect(phaseAt(d, 1_000_000 + 599_500)).toEqual({ kind: 'warning', secondsLeft: 1 });
  });

  it('ends at the idle timeout, and at the absolute lifetime first when it comes first', () => {
    expect(phaseAt(d, 1_000_000 + 600_000)).toEqual({ kind: 'idle' });
    const short = deadlinesFrom({ ...timers, lifetime_seconds_left: 60 }, 0);
    expect(phaseAt(short, 60_000)).toEqual({ kind: 'lifetime' });
  });

  it('reports input at most once a minute', () => {
    expect(reportDelay(100_000, 0)).toBe(0);
    expect(reportDelay(100_000, 70_000)).toBe(30_000);
  });

  it('counts down as minutes and seconds', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
