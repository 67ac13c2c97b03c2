import * as path from 'node:path';
import { loadOfacSdn } from '../lists/ofac-sdn.parser';
import { loadUnConsolidated } from '../lists/un-consolidated.parser';
import type { WatchlistEntry } from '../lists/watchlist-entry';
import { DEFAULT_THRESHOLD, ScreeningEngine } from './screening-engine';
import type { WatchlistResult } from './watchlist-result';

const DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../../../shared/data');

describe('ScreeningEngine on OFAC SDN + UN consolidated', () => {
  let engine: ScreeningEngine;
  let entries: WatchlistEntry[];
  const scoreFor = (r: WatchlistResult, id: string) => r.matches.find((m) => m.entryId === id)?.score ?? 0;

  beforeAll(() => {
    const lists = [
      loadOfacSdn(path.join(DATA_DIR, 'ofac')),
      loadUnConsolidated(path.join(DATA_DIR, 'un', 'un_consolidated.xml')),
    ];
    entries = lists.flatMap((l) => l.entries);
    engine = new ScreeningEngine(entries, { listVersions: lists.map((l) => l.version) });
  });

  it.each([
    ['exact natural order', 'Ayman al-Zawahiri'],
    ['surname first, no comma', 'ZAWAHIRI Ayman'],
    ['surname first with comma', 'Zawahiri, Ayman'],
    ['typo', 'Ayman al-Zawahri'],
    ['transliteration', 'Aiman Zawahiri'],
    ['diacritics', 'Áyman al-Zawáhiri'],
    ['missing middle name (alias has "Muhammad Rabi")', 'Aiman Al-Zawahiri'],
  ])('finds a listed person written with a variant: %s', (_, fullName) => {
    const result = engine.screen({ fullName });
    expect(result.riskLevel).toBe('high');
    expect(scoreFor(result, 'OFAC:2676')).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
  });

  it('finds a name written in its original script', () => {
    const result = engine.screen({ fullName: 'محمد صلاح الدين عبدالحليم زيدان' });
    expect(result.matches[0]).toMatchObject({ entryId: 'UN:QDi.001', matchedNameKind: 'alias' });
  });

  it.each(['Emily Johnson', 'Hans-Peter Schneider', 'Giulia Rossi'])(
    'does not flag an unrelated name: %s',
    (fullName) => {
      const result = engine.screen({ fullName });
      expect(result.riskLevel).toBe('low');
      expect(result.matches.every((m) => m.score < DEFAULT_THRESHOLD)).toBe(true);
    },
  );

  it('never searches weak aliases', () => {
    const result = engine.screen({ fullName: 'The Chess Player' });
    expect(scoreFor(result, 'OFAC:4107')).toBe(0);
    const weakNames = new Set(
      entries.flatMap((e) => e.aliases.filter((a) => a.strength === 'weak').map((a) => a.name)),
    );
    const strongNames = new Set(
      entries.flatMap((e) => [
        e.primaryName,
        ...e.aliases.filter((a) => a.strength === 'strong').map((a) => a.name),
      ]),
    );
    const sample = engine.screen({ fullName: 'Seif al Adel' }).matches;
    expect(sample.every((m) => !weakNames.has(m.matchedName) || strongNames.has(m.matchedName))).toBe(true);
  });

  it('lowers the score when the date of birth disagrees, and not when it agrees', () => {
    const none = scoreFor(engine.screen({ fullName: 'Ayman al-Zawahiri' }), 'OFAC:2676');
    const same = engine.screen({ fullName: 'Ayman al-Zawahiri', dateOfBirth: '1951-06-19' });
    const sameYear = engine.screen({ fullName: 'Ayman al-Zawahiri', dateOfBirth: '1951-01-02' });
    const other = engine.screen({ fullName: 'Ayman al-Zawahiri', dateOfBirth: '1990-01-02' });
    expect(none).toBe(1);
    expect(scoreFor(sameYear, 'OFAC:2676')).toBeCloseTo(none - 0.1, 6);
    expect(scoreFor(same, 'OFAC:2676')).toBeCloseTo(none, 6);
    expect(scoreFor(other, 'OFAC:2676')).toBeCloseTo(none - 0.15, 6);
    expect(other.matches.find((m) => m.entryId === 'OFAC:2676')?.breakdown.dob).toEqual({
      outcome: 'year-disjoint',
      adjustment: -0.15,
    });
  });

  it('lowers the score when the country disagrees', () => {
    const eg = scoreFor(
      engine.screen({ fullName: 'Mohammed Salahaldin Zidane', countryCode: 'EG' }),
      'UN:QDi.001',
    );
    const fr = scoreFor(
      engine.screen({ fullName: 'Mohammed Salahaldin Zidane', countryCode: 'FR' }),
      'UN:QDi.001',
    );
    expect(fr).toBeCloseTo(eg - 0.1, 6);
  });

  it('returns the spec shape with explanation and list version', () => {
    const result = engine.screen({
      fullName: 'Vladimir Putin',
      dateOfBirth: '1952-10-07',
      countryCode: 'RU',
    });
    expect(result).toMatchObject({ riskLevel: 'high', matchStatus: 'match', threshold: DEFAULT_THRESHOLD });
    expect(result.watchlistTypes).toContain('OFAC SDN');
    expect(result.countryCodes).toContain('RU');
    const top = result.matches[0];
    expect(top).toMatchObject({
      name: 'PUTIN, Vladimir Vladimirovich',
      source: 'OFAC_SDN',
      entityType: 'individual',
    });
    expect(['PUTIN, Vladimir Vladimirovich', 'PUTIN, Vladimir']).toContain(top.matchedName);
    expect(top.score).toBeGreaterThan(0.9);
    expect(top.score).toBeLessThanOrEqual(1);
    expect(typeof top.sanctionType).toBe('string');
    expect(top.details).toContain(top.entryId);
    expect(top.breakdown.tokenPairs.map((p) => p.indexedToken).sort()).toEqual(['putin', 'vladimir']);
    expect(top.breakdown.final).toBe(top.score);
    expect(top.listVersion.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(result.listVersions.map((v) => v.source).sort()).toEqual(['OFAC_SDN', 'UN_SC']);
  });

  it('reports no_match with empty lists when nothing is close', () => {
    expect(engine.screen({ fullName: 'Zyxwv Qqqq' })).toMatchObject({
      riskLevel: 'low',
      matchStatus: 'no_match',
      matches: [],
      countryCodes: [],
      watchlistTypes: [],
    });
    expect(engine.screen({ fullName: '  ' }).matches).toEqual([]);
  });

  it('honours a configured threshold', () => {
    const strict = new ScreeningEngine(entries.slice(0, 3000), { threshold: 0.99 });
    const typo = strict.screen({ fullName: 'Ayman Zawahri' });
    expect(typo.riskLevel).toBe('low');
    expect(typo.matchStatus).toBe('possible_match');
  });
});
