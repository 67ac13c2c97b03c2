import { computeMrzCheckDigit } from '../../services/src/idv/documents/mrz.parser';

/** A TD3 (passport) MRZ with correct check digits. */
export function passportMrz(
  surname: string,
  given: string,
  number: string,
  dob: string,
  expiry: string,
): string[] {
  const pad = (value: string, length: number) => value.padEnd(length, '<');
  const withDigit = (value: string) => value + computeMrzCheckDigit(value);
  const documentNumber = withDigit(pad(number, 9));
  const birth = withDigit(dob);
  const expires = withDigit(expiry);
  const personal = withDigit(pad('', 14));
  const composite = computeMrzCheckDigit(documentNumber + birth + expires + personal);
  return [
    pad(`P<UTO${surname}<<${given}`, 44),
    `${documentNumber}UTO${birth}F${expires}${personal}${composite}`,
  ];
}
