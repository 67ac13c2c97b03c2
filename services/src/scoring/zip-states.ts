import { readFileSync } from 'node:fs';

/**
 * ZIP → USPS state, built on first use from the `zipcodes` package's data file without evaluating it.
 *
 * `require('zipcodes')` compiles a 5 MB object literal (US and Canadian records with coordinates and
 * city names) into every process or worker thread that loads the scoring rules: about 73 MB of RSS and
 * 9 MB of heap, kept for the life of the process, and most of the cost of a pool thread. The rules only
 * need "is this a US ZIP, and which state", so the data file is read once as text, scanned record by
 * record, and reduced to one byte per possible 5-digit ZIP (100 KB): 0 for "not in the database",
 * otherwise 1 + an index into the list of state codes seen. The text is dropped straight away.
 *
 * Same data, same answers: `zip-states.spec.ts` compares every one of the 100,000 ZIPs with
 * `require('zipcodes').codes`, so a package update that changes the file layout fails the test
 * rather than silently emptying the table (which the sanity check below also refuses).
 */

const ZIP_COUNT = 100_000;
/** One record of `exports.codes = {"80204":{"zip":"80204",…,"state":"CO","country":"US"},…}`. */
const RECORD = /"(\d{5})":\{([^{}]*)\}/g;
const STATE_FIELD = /"state":"([^"]*)"/;
const COUNTRY_FIELD = /"country":"([^"]*)"/;
/** The package holds about 41,000 US ZIPs; far fewer means the file layout changed. */
const MIN_EXPECTED_ZIPS = 30_000;

interface ZipTable {
  /** 0 = unknown ZIP; n = states[n - 1]. Indexed by the ZIP as a number. */
  readonly stateIndex: Uint8Array;
  readonly states: readonly string[];
}

let table: ZipTable | undefined;

/** Path of the zipcodes package's US data file (a CommonJS module; it is read, never required). */
export function zipcodesDataFile(): string {
  return require.resolve('zipcodes/lib/codes.js');
}

/** Builds the table from the text of zipcodes/lib/codes.js. Exported for the spec. */
export function buildZipTable(source: string): ZipTable {
  const start = source.indexOf('exports.codes = ');
  const end = source.indexOf('exports.stateMap', start);
  if (start < 0) throw new Error('zipcodes data file: "exports.codes" not found');
  const codes = source.slice(start, end < 0 ? source.length : end);
  const stateIndex = new Uint8Array(ZIP_COUNT);
  const states: string[] = [];
  const indexOfState = new Map<string, number>();
  let count = 0;
  RECORD.lastIndex = 0;
  for (let match = RECORD.exec(codes); match !== null; match = RECORD.exec(codes)) {
    const zip = Number(match[1]);
    // Like `codes[zip]?.country !== 'US'`: a later duplicate key replaces an earlier one.
    if (COUNTRY_FIELD.exec(match[2])?.[1] !== 'US') {
      stateIndex[zip] = 0;
      continue;
    }
    const state = STATE_FIELD.exec(match[2])?.[1] ?? '';
    let index = indexOfState.get(state);
    if (index === undefined) {
      states.push(state);
      index = states.length;
      if (index > 255) throw new Error('zipcodes data file: more than 255 distinct states');
      indexOfState.set(state, index);
    }
    stateIndex[zip] = index;
    count++;
  }
  if (count < MIN_EXPECTED_ZIPS) {
    throw new Error(`zipcodes data file: only ${count} US ZIP records found; the package layout changed`);
  }
  return { stateIndex, states };
}

function zipTable(): ZipTable {
  table ??= buildZipTable(readFileSync(zipcodesDataFile(), 'latin1'));
  return table;
}

/**
 * USPS state of a 5-digit US ZIP in the zipcodes database; undefined when the ZIP is not in it (or is
 * not five ASCII digits).
 */
export function zipState(zip5: string): string | undefined {
  if (zip5.length !== 5) return undefined;
  let zip = 0;
  for (let i = 0; i < 5; i++) {
    const digit = zip5.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    zip = zip * 10 + digit;
  }
  const { stateIndex, states } = zipTable();
  const index = stateIndex[zip];
  return index === 0 ? undefined : states[index - 1];
}
