import * as path from 'node:path';
import { loadOfacSdn, parseOfacSdn, type LoadedList } from './ofac-sdn.parser';

const DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../../../shared/data');

describe('OFAC SDN CSV parser (real list, 28 Dec 2023)', () => {
  let list: LoadedList;
  const byId = (id: string) => list.entries.find((e) => e.id === id);

  beforeAll(() => {
    list = loadOfacSdn(path.join(DATA_DIR, 'ofac'));
  });

  it('reads every row and classifies entity types as SOURCES.md documents', () => {
    expect(list.version.counts).toMatchObject({
      entries: 13821,
      individuals: 6646,
      entities: 6033,
      vessels: 764,
      aircraft: 378,
    });
    expect(list.version.counts.strongAliases).toBe(17091);
    expect(new Set(list.entries.map((e) => e.id)).size).toBe(13821);
  });

  it('turns a known individual into names, aliases, DOB and programs', () => {
    const zawahiri = byId('OFAC:2676');
    expect(zawahiri).toMatchObject({
      primaryName: 'AL ZAWAHIRI, Dr. Ayman',
      entityType: 'individual',
      programs: ['SDGT'],
      datesOfBirth: ['1951-06-19'],
    });
    expect(zawahiri?.aliases.map((a) => a.name)).toEqual([
      'AL-ZAWAHIRI, Ayman',
      'SALIM, Ahmad Fuad',
      'AL-ZAWAHIRI, Aiman Muhammad Rabi',
    ]);
    expect(zawahiri?.aliases.every((a) => a.strength === 'strong' && a.kind === 'aka')).toBe(true);
  });

  it('splits programs on "] [" and maps nationality in remarks to ISO-2', () => {
    expect(byId('OFAC:4632')?.programs).toEqual(['IRAN', 'SDGT', 'IRGC', 'IFSR']);
    expect(byId('OFAC:17018')?.countries).toContain('RU');
  });

  it('keeps weak a.k.a.s from Remarks as weak aliases', () => {
    const bnc = byId('OFAC:306');
    expect(bnc?.aliases).toContainEqual({ name: 'BNC', strength: 'weak', kind: 'weak aka' });
    expect(list.version.counts.weakAliases).toBeGreaterThan(3000);
  });

  it('continues truncated Remarks with sdn_comments.csv', () => {
    const sber = byId('OFAC:17018');
    expect(sber?.remarks).toContain('Effective Date (EO 14024 Directive 3): 26 Mar 2022');
    expect(sber?.remarks).toContain('Registration Number 1027700132195 (Russia)');
    expect(byId('OFAC:12300')).toBeUndefined();
  });

  it('treats -0- as empty everywhere', () => {
    expect(byId('OFAC:36')).toMatchObject({ entityType: 'entity', remarks: '', datesOfBirth: [] });
    const fields = list.entries.flatMap((e) => [
      e.primaryName,
      e.remarks,
      ...e.programs,
      ...e.aliases.map((a) => a.name),
    ]);
    // A real value may contain "-0-" (OFAC:8214 has a tax id "CH-217-0-431-423-3"); a null never survives as a value.
    expect(fields.filter((f) => f.trim() === '-0-')).toEqual([]);
    expect(list.entries.every((e) => e.primaryName.length > 0)).toBe(true);
  });

  it('versions the list by the SHA-256 of the files', () => {
    const sdn = list.version.files.find((f) => f.file === 'sdn.csv');
    expect(sdn?.sha256).toBe('d768d28ee9e3ac7b27f9a956c922bf97dc286ebd39eff63faa4ef231f1ef668b');
    expect(list.version.source).toBe('OFAC_SDN');
    expect(list.version.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Number.isNaN(Date.parse(list.version.fetchedAt))).toBe(false);
  });

  it('gives each entry a content hash that changes only when the entry changes', () => {
    const sdn = Buffer.from(
      '36,"AEROCARIBBEAN AIRLINES",-0- ,"CUBA",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \r\n\x1a',
    );
    const alt = Buffer.from('36,12,"aka","AERO-CARIBBEAN",-0- \r\n');
    const add = Buffer.from('36,25,-0- ,"Havana","Cuba",-0- \r\n');
    const [same] = parseOfacSdn({ sdn, alt, add });
    const [renamed] = parseOfacSdn({ sdn, alt: Buffer.from('36,12,"aka","AERO CARIBE",-0- \r\n'), add });
    expect(same.contentHash).toBe(byId('OFAC:36')?.contentHash);
    expect(renamed.contentHash).not.toBe(same.contentHash);
  });
});
