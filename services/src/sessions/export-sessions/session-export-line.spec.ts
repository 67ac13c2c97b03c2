import {
  EXPORT_CREATED_AT_FROM_END,
  ExportLineValues,
  exportTimes,
  sessionExportLine,
} from './session-export-line';
import { EXPORT_HEADER } from './sessions-csv.sql';

const SESSION: ExportLineValues = {
  id: 42,
  uuid: '00000000-0000-4000-8000-000000000042',
  external_id: 'S-42',
  first_name: 'Chloé',
  last_name: "O'Neil",
  email: 'chloe@example.edu',
  csug_email: null,
  phone: '+13035550100',
  date_of_birth: '2001-02-03',
  street: '1 Main St, Apt 2',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country_code: 'US',
  ssn_last4: '1234',
  overall_risk_level: 'low',
  invalid_ssn: false,
  incomplete_address: true,
  reasonCodes: { address: ['ADC'], email: ['EDC', 'EFRE'], phone: [], taxId: ['TDC'] },
};
const AT = exportTimes(new Date('2026-03-01T10:00:00.999Z'));

describe('a session export line', () => {
  it('has a cell per header column, formula-safe and quoted where needed, times in UTC whole seconds', () => {
    const line = sessionExportLine(SESSION, AT);
    expect(line).toBe(
      "42,00000000-0000-4000-8000-000000000042,S-42,Chloé,O'Neil,chloe@example.edu,,'+13035550100,2001-02-03," +
        '"1 Main St, Apt 2",Denver,CO,80202,US,1234,low,false,true,ADC EDC EFRE TDC,2026-03-01T10:00:00Z,2026-03-01T10:00:00Z,2026-03-01T10:00:00Z',
    );
    expect(line.split(',').length).toBe(EXPORT_HEADER.length + 1); // the one quoted comma
  });

  it('makes the reason codes safe by their first code and keeps a null code as an empty one', () => {
    const line = sessionExportLine(
      { ...SESSION, reasonCodes: { address: ['=1+2', null], taxId: ['T,1'] } },
      AT,
    );
    expect(line).toContain(`,"'=1+2  T,1",`);
    expect(sessionExportLine({ ...SESSION, reasonCodes: null }, AT)).toContain(
      ',false,true,,2026-03-01T10:00:00Z',
    );
  });

  it('quotes quotes and line breaks, and leaves empty texts empty', () => {
    const line = sessionExportLine(
      { ...SESSION, first_name: 'A "B"', last_name: 'x\ny', street: '', city: '@home' },
      AT,
    );
    expect(line).toContain(',"A ""B""","x\ny",');
    expect(line).toContain(",2001-02-03,,'@home,");
  });

  it('puts the created_at cell where the update statement overlays the stored creation time', () => {
    const line = sessionExportLine(
      SESSION,
      exportTimes(new Date('2026-01-02T03:04:05Z'), new Date('2026-05-06T07:08:09Z')),
    );
    expect(
      line.slice(line.length - EXPORT_CREATED_AT_FROM_END, line.length - EXPORT_CREATED_AT_FROM_END + 20),
    ).toBe('2026-01-02T03:04:05Z');
    expect(line.endsWith(',2026-05-06T07:08:09Z,2026-05-06T07:08:09Z')).toBe(true);
  });
});
