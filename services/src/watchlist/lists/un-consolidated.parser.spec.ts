import * as path from 'node:path';
import type { LoadedList } from './ofac-sdn.parser';
import { loadUnConsolidated, parseUnConsolidated } from './un-consolidated.parser';

const DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../../../shared/data');

describe('UN Security Council consolidated XML parser (real list)', () => {
  let list: LoadedList;
  const byId = (id: string) => list.entries.find((e) => e.id === id);

  beforeAll(() => {
    list = loadUnConsolidated(path.join(DATA_DIR, 'un', 'un_consolidated.xml'));
  });

  it('reads all individuals and entities', () => {
    expect(list.version.counts).toMatchObject({ entries: 1003, individuals: 730, entities: 273, vessels: 0 });
    expect(new Set(list.entries.map((e) => e.id)).size).toBe(1003);
  });

  it('turns a known individual into names, aliases, DOBs, nationality and programme', () => {
    const e = byId('UN:QDi.001');
    expect(e).toMatchObject({
      source: 'UN_SC',
      primaryName: 'MOHAMMED SALAHALDIN ABD EL HALIM ZIDANE',
      entityType: 'individual',
      programs: ['Al-Qaida'],
      countries: ['EG'],
    });
    expect(e?.datesOfBirth.sort()).toEqual(['1960-04-11', '1963-04-11']);
    expect(e?.aliases).toContainEqual({ name: 'Sayf-Al Adl', strength: 'strong', kind: 'Good' });
    expect(e?.aliases).toContainEqual({ name: 'Seif al Adel', strength: 'weak', kind: 'Low' });
    expect(e?.aliases.find((a) => a.kind === 'original-script')?.name).toBe(
      'محمد صلاح الدين عبدالحليم زيدان',
    );
  });

  it('expands BETWEEN dates of birth to years', () => {
    const between = list.entries.filter(
      (e) => e.datesOfBirth.includes('1973') && e.datesOfBirth.includes('1974'),
    );
    expect(between.length).toBeGreaterThan(0);
  });

  it('uses the list dateGenerated as fetchedAt and hashes the file', () => {
    expect(list.version.fetchedAt).toBe('2026-02-27T00:00:09.554Z');
    expect(list.version.files[0].sha256).toBe(
      '66b392a4090868d2d39161e8d748efd39138377b0e6e60b7921aa67a4f99c8bf',
    );
  });

  it('parses a single-entry document (one element is still a list)', () => {
    const xml = `<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL><FIRST_NAME>ERIC</FIRST_NAME><SECOND_NAME>BADEGE</SECOND_NAME>
      <UN_LIST_TYPE>DRC</UN_LIST_TYPE><REFERENCE_NUMBER>CDi.001</REFERENCE_NUMBER>
      <NATIONALITY><VALUE>Democratic Republic of the Congo</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><YEAR>1971</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
      </INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
    expect(parseUnConsolidated(xml)).toEqual([
      expect.objectContaining({
        id: 'UN:CDi.001',
        primaryName: 'ERIC BADEGE',
        aliases: [],
        countries: ['CD'],
        datesOfBirth: ['1971'],
      }),
    ]);
  });
});
