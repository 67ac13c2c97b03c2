import { parse } from 'csv-parse/sync';
import { classifyTaxId } from '../../scoring/tax-id.rules';
import { CSV_COLUMN_NAMES, mapCsvHeader } from '../rows/csv-columns';
import { buildSampleCsv, SAMPLE_CSV_FILENAME } from './sample-csv';
import { type ApplicantCsvRow, validateApplicantRow } from '../rows/validate-applicant-row';

describe('sample.csv', () => {
  const records = parse(buildSampleCsv(), { relax_column_count: false }) as string[][];
  const [header, ...rows] = records;

  it('is named sample.csv and has every documented column', () => {
    expect(SAMPLE_CSV_FILENAME).toBe('sample.csv');
    expect(header).toEqual([...CSV_COLUMN_NAMES]);
    expect(mapCsvHeader(header).errors).toEqual([]);
  });

  it('has a few rows that all pass row validation', () => {
    expect(rows.length).toBeGreaterThanOrEqual(3);
    rows.forEach((cells, index) => {
      const row = Object.fromEntries(header.map((column, i) => [column, cells[i]])) as ApplicantCsvRow;
      expect(validateApplicantRow(row, index + 2, { today: '2026-06-15' })).toMatchObject({ ok: true });
    });
  });

  it('uses no SSA-invalid or advertising SSNs as examples', () => {
    const ssns = rows.map((cells) => cells[header.indexOf('ssn')].replace(/-/g, '')).filter(Boolean);
    expect(ssns.length).toBeGreaterThan(0);
    for (const ssn of ssns) expect(['TDC', 'TITN']).toContain(classifyTaxId(ssn));
  });
});
