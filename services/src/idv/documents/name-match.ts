/**
 * How names on a document are compared with the names on file: word by word after removing accents,
 * apostrophes and punctuation, allowing for the truncation barcodes and MRZs apply to long names.
 */
const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V']);

/** Upper case, accents and apostrophes removed, other punctuation as spaces, split into words. */
export function tokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
}

/** The document's family name, ignoring a suffix typed into the name on file; a truncated one is a prefix. */
export function lastNameMatches(
  documentWords: string[],
  applicantWords: string[],
  truncated: boolean,
): boolean {
  if (documentWords.length === 0 || applicantWords.length === 0) return false;
  // The barcode keeps the suffix in its own element, so a "JR" typed into the last name is ignored.
  const withoutSuffix =
    applicantWords.length > 1 &&
    SUFFIXES.has(applicantWords[applicantWords.length - 1]) &&
    !SUFFIXES.has(documentWords[documentWords.length - 1])
      ? applicantWords.slice(0, -1)
      : applicantWords;
  const documentJoined = documentWords.join('');
  const applicantJoined = withoutSuffix.join('');
  return truncated ? applicantJoined.startsWith(documentJoined) : applicantJoined === documentJoined;
}

/**
 * The applicant's first name must be the document's first given name(s): "Anna" matches
 * "ANNA MARIA", "Anna Maria" matches too, "Maria" does not.
 */
export function givenNamesMatch(
  documentWords: string[],
  applicantWords: string[],
  truncated: boolean,
): boolean {
  if (documentWords.length === 0 || applicantWords.length === 0) return false;
  if (applicantWords.length > documentWords.length && !truncated) return false;
  return applicantWords.every((word, i) => {
    const documentWord = documentWords[i];
    if (documentWord === undefined) return false;
    const isLastDocumentWord = i === documentWords.length - 1;
    return word === documentWord || (truncated && isLastDocumentWord && word.startsWith(documentWord));
  });
}
