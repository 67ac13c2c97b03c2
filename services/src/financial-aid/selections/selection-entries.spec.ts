import { selectionsFromCsv } from './selection-entries';

describe('a selections CSV', () => {
  const header = 'student_id,first_name,last_name,date_of_birth,award_year,tracking_group';

  it('keeps every row with its line, a short row as its own error', () => {
    const entries = selectionsFromCsv(`${header}\nS-1,Ann,Lee,2005-01-01,2025-26,V4\n\nS-2,Bo\n`);
    expect(entries.map((e) => [e.line, 'unreadable' in e ? e.unreadable.field : 'ok'])).toEqual([
      [2, 'ok'],
      [4, 'row'],
    ]);
  });

  it('refuses a file it cannot read, with a clear error rather than a failure', () => {
    expect(() => selectionsFromCsv(`${header}\nS-1,"Ann,Lee,2005-01-01,2025-26,V4\n`)).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });
});
