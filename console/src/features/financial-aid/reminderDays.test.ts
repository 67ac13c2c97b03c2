import { parseReminderDays } from './reminderScheduleApi';

describe('the reminder days the company admin types', () => {
  it('reads up to three whole numbers from 1 to 60, as the server accepts them', () => {
    expect(parseReminderDays('7, 1')).toEqual([7, 1]);
    expect(parseReminderDays(' 14 ;3 ')).toEqual([14, 3]);
    expect(parseReminderDays('')).toEqual([]);
    expect(parseReminderDays('7, 1, 3, 2')).toBeNull();
    expect(parseReminderDays('0')).toBeNull();
    expect(parseReminderDays('61')).toBeNull();
    expect(parseReminderDays('1.5')).toBeNull();
  });
});
