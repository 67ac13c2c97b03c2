import { readAwardYear, selectionColumnOf, validateSelection } from './selection-row';

const row = {
  student_id: 'S-1',
  first_name: 'Ana',
  last_name: 'Lopez',
  date_of_birth: '04/12/2006',
  email: 'Ana@Example.edu',
  award_year: '2025–26',
  tracking_group: 'v5',
};

describe('a selection row', () => {
  it('reads the award year in the spellings schools use, and only consecutive years', () => {
    expect(['2025-26', '2025–26', '2025-2026', '2526', '2025/26'].map(readAwardYear)).toEqual(
      Array(5).fill('2025-26'),
    );
    expect(['2025-27', '2025', '25-26', '1999-00', 'next year'].map(readAwardYear)).toEqual(
      Array(5).fill(undefined),
    );
    expect(readAwardYear('2099-2100')).toBe('2099-00');
  });

  it('normalises a good row (US date, e-mail case, group, default language)', () => {
    const checked = validateSelection(row, 2, '2025-09-01');
    expect(checked).toEqual({
      ok: true,
      selection: expect.objectContaining({
        dateOfBirth: '2006-04-12',
        email: 'ana@example.edu',
        awardYear: '2025-26',
        trackingGroup: 'V5',
        language: 'en',
        ssn: null,
      }),
    });
  });

  it('reports every problem of a bad row with its line and field', () => {
    const checked = validateSelection(
      { ...row, date_of_birth: '2030-01-01', email: '', tracking_group: 'V1', ssn: '12-3', language: 'es' },
      7,
      '2025-09-01',
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((e) => [e.line, e.field, e.message.key])).toEqual([
      [7, 'date_of_birth', 'finaid.dateOfBirth'],
      [7, 'tracking_group', 'finaid.trackingGroup'],
      [7, 'email', 'finaid.contactRequired'],
      [7, 'ssn', 'finaid.ssn'],
      [7, 'language', 'finaid.language'],
    ]);
  });

  it('maps header spellings to the columns', () => {
    expect(
      ['Student ID', 'DOB', 'Aid Year', 'verification-tracking-group', 'Mobile', 'nope'].map(
        selectionColumnOf,
      ),
    ).toEqual(['student_id', 'date_of_birth', 'award_year', 'tracking_group', 'phone', undefined]);
  });
});
