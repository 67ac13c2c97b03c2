import { DEFAULT_REMINDER_SCHEDULE, dueMilestone } from './reminder-schedule';

const DEADLINE = '2031-03-17';
const due = (today: string, schedule = DEFAULT_REMINDER_SCHEDULE) => dueMilestone(schedule, DEADLINE, today);

describe('the reminder due on a day (docs/financial-aid.md, "Reminders")', () => {
  it('is the latest milestone reached: 7 days before, then 1 day before, then the first overdue day', () => {
    expect(due('2031-03-09')).toBeNull();
    expect(due('2031-03-10')).toBe('before-7');
    expect(due('2031-03-13')).toBe('before-7'); // a case that arrived late still gets one
    expect(due('2031-03-16')).toBe('before-1');
    expect(due('2031-03-17')).toBe('before-1'); // the deadline itself: the day-before one, if missed
    expect(due('2031-03-18')).toBe('overdue');
  });

  it('sends an overdue reminder missed for a week at most, and nothing when off', () => {
    expect(due('2031-03-24')).toBe('overdue');
    expect(due('2031-03-25')).toBeNull();
    expect(due('2031-03-18', { ...DEFAULT_REMINDER_SCHEDULE, whenOverdue: false })).toBeNull();
    expect(due('2031-03-16', { ...DEFAULT_REMINDER_SCHEDULE, enabled: false })).toBeNull();
    expect(due('2031-03-16', { ...DEFAULT_REMINDER_SCHEDULE, daysBefore: [14] })).toBe('before-14');
  });
});
