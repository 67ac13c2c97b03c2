import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Whether a text can reach this number: a valid number (libphonenumber-js with its "max" metadata,
 * the same test that gives an import's PINV) written in E.164 ('+15125550143'), as an SMS gateway
 * takes it. '512-555-01' is not; neither is a valid national number without its country code.
 */
export function isTextableNumber(recipient: string | null | undefined): boolean {
  if (!recipient || !/^\+[1-9]\d{6,14}$/.test(recipient)) return false;
  return parsePhoneNumberFromString(recipient)?.isValid() === true;
}
