import { readFileSync } from 'node:fs';
import { buildZipTable, zipcodesDataFile, zipState } from './zip-states';

describe('zip-states (compact ZIP → state table from the zipcodes package data)', () => {
  it('answers exactly like zipcodes.codes for every 5-digit ZIP', () => {
    // Loaded here only, to prove the compact table is the same data.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { codes } = require('zipcodes') as {
      codes: Record<string, { state: string; country: string } | undefined>;
    };
    const differences: string[] = [];
    let known = 0;
    for (let n = 0; n < 100_000; n++) {
      const zip = String(n).padStart(5, '0');
      const record = codes[zip];
      const expected = record && record.country === 'US' ? record.state : undefined;
      if (expected !== undefined) known++;
      if (zipState(zip) !== expected)
        differences.push(`${zip}: ${String(zipState(zip))} != ${String(expected)}`);
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(known).toBeGreaterThan(40_000);
  });

  it('covers territories and military ZIPs', () => {
    expect(zipState('80204')).toBe('CO');
    expect(zipState('00901')).toBe('PR');
    expect(zipState('09001')).toBe('AE');
    expect(zipState('96910')).toBe('GU');
  });

  it('rejects anything but five ASCII digits', () => {
    for (const zip of ['', '8020', '802045', '8020a', '８０２０４', ' 8020', '-0001']) {
      expect(zipState(zip)).toBeUndefined();
    }
  });

  it('refuses a data file whose layout it does not recognise', () => {
    expect(() => buildZipTable('module.exports = {}')).toThrow(/not found/);
    expect(() => buildZipTable('exports.codes = {"80204":{"state":"CO","country":"US"}};')).toThrow(
      /layout changed/,
    );
  });

  it('keeps only US records, the last duplicate winning', () => {
    const source = readFileSync(zipcodesDataFile(), 'latin1').replace(
      'exports.codes = {',
      'exports.codes = {"99999":{"state":"XX","country":"US"},"99998":{"state":"ON","country":"Canada"},',
    );
    const { stateIndex, states } = buildZipTable(source);
    expect(states[stateIndex[99_999] - 1]).toBe('XX');
    expect(stateIndex[99_998]).toBe(0);
  });
});
