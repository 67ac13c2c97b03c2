import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { parseMetaData } from '../verifications/sessionModel';
import type { Session } from '../verifications/sessionTypes';
import type { IdvRecord } from './idvTypes';

/** Who the link goes to, as the confirmation shows it before anything is sent (issue 33). */
export interface LinkRecipients {
  phone: string | null;
  email: string | null;
  /** The import flagged the number (PINV) or it is no phone number at all: it gets no text. */
  phoneInvalid: boolean;
  /** A valid number or an e-mail address: something the server will send the link to. */
  reachable: boolean;
  /**
   * The IDV was requested before its record kept the number: the server still texts the number the
   * request holds, but the console has none to show (not "none on file").
   */
  phoneNotShown?: boolean;
}

/** The session's number and address, and whether a text can reach the number (the server skips one that cannot). */
export function linkRecipients(
  session: Pick<Session, 'phone' | 'phone_number' | 'email' | 'meta_data'>,
): LinkRecipients {
  const phone = session.phone || session.phone_number || null;
  const email = session.email || null;
  const flagged = Object.values(parseMetaData(session.meta_data)?.reasonCodes ?? {}).some((codes) =>
    codes.some((c) => c.reasonCode === 'PINV'),
  );
  const phoneInvalid = phone !== null && (flagged || !parsePhoneNumberFromString(phone, 'US')?.isValid());
  return { phone, email, phoneInvalid, reachable: (phone !== null && !phoneInvalid) || email !== null };
}

/**
 * Who a resent link goes to: the number and address the IDV's request recorded, as the server sends
 * it (the server says whether a text can reach the number). A record made before the number was kept
 * comes without the field: the link still goes to the request's number, which cannot be shown here.
 */
export function recordRecipients(
  record: Pick<IdvRecord, 'phone' | 'phone_textable' | 'email'>,
): LinkRecipients {
  const email = record.email || null;
  if (record.phone === undefined)
    return { phone: null, email, phoneInvalid: false, reachable: true, phoneNotShown: true };
  const phone = record.phone ?? null;
  const phoneInvalid = phone !== null && record.phone_textable === false;
  return { phone, email, phoneInvalid, reachable: (phone !== null && !phoneInvalid) || email !== null };
}
