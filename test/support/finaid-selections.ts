import { csvForm } from './import-helpers';
import type { apiClient } from './http-client';

type Api = ReturnType<typeof apiClient>;

export const SELECTION_HEADER =
  'student_id,first_name,last_name,date_of_birth,email,phone,award_year,tracking_group,ssn,language,deadline';

/** A well-formed selection i (distinct student ids, SSNs and contacts), as CSV cells in header order. */
export function selectionCells(i: number, awardYear = '2025-26'): string[] {
  const n = String(i).padStart(5, '0');
  return [
    `S-${n}`,
    `Student${i}`,
    `Family${i}`,
    `2005-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    `student${i}@example.edu`,
    i % 3 === 0 ? `+1303555${String(i % 10000).padStart(4, '0')}` : '',
    awardYear,
    i % 4 === 0 ? 'V5' : 'V4',
    `6${String(10000000 + i).slice(-8)}`,
    ['en', 'fr', 'de', 'nl'][i % 4],
    '',
  ];
}

export const csvOf = (rows: string[][]) =>
  [SELECTION_HEADER, ...rows.map((r) => r.join(','))].join('\n') + '\n';

export function importSelections(api: Api, token: string, csv: string, fileName = 'selections.csv') {
  return api.call('POST', '/api/financial-aid/selections/import', { token, form: csvForm(csv, fileName) });
}
