import {
  type CountryCode,
  getCountries,
  getExampleNumber,
  parsePhoneNumberFromString,
  type PhoneNumberType,
} from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';
import { parsePhone, phoneTypeAndRegion } from './phone-facts';

/** What the library itself answers: the reference the fast path must reproduce exactly. */
function libraryParse(text: string, country: CountryCode) {
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed ? { number: parsed.number, possible: parsed.isPossible() } : undefined;
}
function libraryTypeAndRegion(text: string, country: CountryCode) {
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed
    ? { type: parsed.getType(), country: parsed.country }
    : { type: undefined, country: undefined };
}

const DEFAULT_COUNTRIES: CountryCode[] = ['US', 'CA', 'PR', 'JM', 'AG', 'GB'];
// Exchanges and lines that hit different rules: fictional 555-01xx, N11 codes, 0/1 exchanges, toll-free.
const LOCAL_PARTS = ['5550143', '5551234', '2910143', '9110000', '0123456', '1234567', '4560000', '7365000'];

function shapes(area: string, local: string): string[] {
  const exchange = local.slice(0, 3);
  const line = local.slice(3);
  return [
    `(${area}) ${exchange}-${line}`,
    `(${area})${exchange}-${line}`,
    `${area}-${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `${area} ${exchange} ${line}`,
    `${area}${exchange}${line}`,
    `+1${area}${exchange}${line}`,
    // Shapes the fast path leaves to the library:
    `1-${area}-${exchange}-${line}`,
    `+1 ${area} ${exchange} ${line}`,
    `${area}-${exchange}-${line} x12`,
  ];
}

describe('phone facts (libphonenumber-js answers, fast path for NANP numbers)', () => {
  it('parses every NANP area code exactly like the library', () => {
    const differences: string[] = [];
    const check = (text: string, country: CountryCode) => {
      const expected = libraryParse(text, country);
      const actual = parsePhone(text, country);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        differences.push(`${text} ${country}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
      }
    };
    for (let area = 100; area <= 999; area++) {
      for (const local of LOCAL_PARTS) {
        for (const country of ['US', 'CA', 'JM'] as CountryCode[]) {
          check(`(${area}) ${local.slice(0, 3)}-${local.slice(3)}`, country);
          check(`+1${area}${local}`, country);
        }
      }
      // Every written shape (punctuation only changes which path answers) on a sample of area codes.
      if (area % 7 === 0) {
        for (const text of shapes(String(area), LOCAL_PARTS[area % LOCAL_PARTS.length])) {
          for (const country of DEFAULT_COUNTRIES) check(text, country);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('types and places every NANP E.164 number exactly like the library', () => {
    const differences: string[] = [];
    for (let area = 100; area <= 999; area++) {
      for (const local of LOCAL_PARTS) {
        const text = `+1${area}${local}`;
        for (const country of (area % 50 === 0 ? ['US', 'CA', 'GB'] : ['US']) as CountryCode[]) {
          const expected = libraryTypeAndRegion(text, country);
          const actual = phoneTypeAndRegion(text, country);
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            differences.push(`${text} ${country}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
          }
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it('agrees with the library on its example numbers of every region, national and E.164', () => {
    const differences: string[] = [];
    for (const country of getCountries()) {
      const example = getExampleNumber(country, examples);
      if (!example) continue;
      const inputs = [example.number, example.formatNational(), example.nationalNumber];
      for (const text of inputs) {
        for (const defaultCountry of [country, 'US' as CountryCode]) {
          const parsed = [parsePhone(text, defaultCountry), libraryParse(text, defaultCountry)];
          const typed = [
            phoneTypeAndRegion(text, defaultCountry),
            libraryTypeAndRegion(text, defaultCountry),
          ];
          if (JSON.stringify(parsed[0]) !== JSON.stringify(parsed[1]))
            differences.push(`parse ${text} ${defaultCountry}`);
          if (JSON.stringify(typed[0]) !== JSON.stringify(typed[1]))
            differences.push(`type ${text} ${defaultCountry}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('reports the types the rules depend on', () => {
    const type = (text: string): PhoneNumberType | undefined => phoneTypeAndRegion(text, 'US').type;
    expect(type('+18005550199')).toBe('TOLL_FREE');
    expect(type('+19005550199')).toBe('PREMIUM_RATE');
    expect(type('+13035550143')).toBeDefined();
    expect(phoneTypeAndRegion('+14165551234', 'US').country).toBe('CA');
    expect(phoneTypeAndRegion('+17875551234', 'US').country).toBe('PR');
    expect(phoneTypeAndRegion('not a phone', 'ZZ')).toEqual({ type: undefined, country: undefined });
  });
});
