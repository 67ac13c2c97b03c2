// Type declarations for the CommonJS packages used by the watchlist engine that ship no types.

declare module 'any-ascii' {
  /** Unicode → ASCII transliteration (any-ascii 0.1.x, the last CommonJS release). */
  function anyAscii(text: string): string;
  export = anyAscii;
}

declare module 'talisman/metrics/jaro-winkler' {
  interface JaroWinklerOptions {
    boostThreshold?: number;
    scalingFactor?: number;
  }
  interface JaroWinkler {
    (a: string, b: string): number;
    custom(options: JaroWinklerOptions, a: string, b: string): number;
  }
  const jaroWinkler: JaroWinkler;
  export = jaroWinkler;
}

declare module 'talisman/phonetics/double-metaphone' {
  /** Returns [primary, alternate] Double Metaphone codes. */
  function doubleMetaphone(word: string): [string, string];
  export = doubleMetaphone;
}
