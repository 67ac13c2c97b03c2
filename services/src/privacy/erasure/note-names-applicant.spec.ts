import { noteNamesApplicant } from './note-names-applicant';

describe('noteNamesApplicant (the erasure note must not quote the erased applicant)', () => {
  const values = [
    'Maëlle',
    'Quillbrook-Dunn',
    'maelle.q@example.org',
    '+1 (415) 555-0142',
    '2004-03-09',
    'S1234567',
  ];

  it.each([
    ['Asked by Maelle on the phone', 'a first name, accents aside'],
    ['QUILLBROOK requested it', 'a part of a double last name, case aside'],
    ['mail from maelle.q@example.org', 'the e-mail'],
    ['called 415-555-0142', 'the phone number'],
    ['born 03/09/2004', 'the date of birth in US order'],
    ['student s1234567 left', 'the student id'],
  ])('refuses "%s" (%s)', (note) => expect(noteNamesApplicant(note, values)).toBe(true));

  it.each([
    'Applicant asked for erasure (ticket 4471)',
    'Duplicate record after the 2026 import',
    'Annual clean-up agreed with the registrar',
  ])('accepts "%s"', (note) => expect(noteNamesApplicant(note, values)).toBe(false));
});
