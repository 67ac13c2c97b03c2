import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isApiError } from '../../app/apiError';
import type { MessageKey } from '../../i18n/en';
import type { IdvFormType } from './idvTypes';
import type { components } from '../../app/generated/openapi';

/** Spec §5 Request Remote ID form. */
export interface RemoteIdValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const EMPTY_REMOTE_ID: RemoteIdValues = { firstName: '', lastName: '', email: '', phone: '' };

/** Spec §5/§9: phone numbers are read with US as the default country. */
export const DEFAULT_PHONE_COUNTRY = 'US';

// A pragmatic address check (one @, a dot in the domain, no spaces), as the server's IsEmail accepts.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The phone as stored: a leading plus and digits (E.164) when libphonenumber reads it with the US
 * default; otherwise '+' and the digits typed, so the server can still say what is wrong.
 */
export function normalizePhone(input: string): string {
  const text = input.trim();
  if (!text) return '';
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (parsed) return parsed.number;
  const digits = text.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Whether the phone is a possible number (US default). */
export function isPhoneValid(input: string): boolean {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return Boolean(parsed?.isPossible());
}

/** A phone in its international display form (+1 804 555 0143), or the text as typed. */
export function formatPhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed ? parsed.formatInternational() : input;
}

/** Spec §5 messages; required fields are trimmed first. */
export function validateRemoteId(values: RemoteIdValues): Partial<Record<keyof RemoteIdValues, MessageKey>> {
  const errors: Partial<Record<keyof RemoteIdValues, MessageKey>> = {};
  if (!values.firstName.trim()) errors.firstName = 'idv.remote.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'idv.remote.lastNameRequired';
  if (!values.email.trim()) errors.email = 'idv.remote.emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'idv.remote.emailInvalid';
  if (!values.phone.trim()) errors.phone = 'idv.remote.phoneRequired';
  else if (!isPhoneValid(values.phone)) errors.phone = 'idv.remote.phoneInvalid';
  return errors;
}

/** The POST /api body (spec §7): name joined, type 'sms', uuid null; the server's RequestRemoteIdvRequest. */
export type RemoteIdRequest = components['schemas']['RequestRemoteIdvRequest'];

export function remoteIdRequest(values: RemoteIdValues, formType: IdvFormType): RemoteIdRequest {
  const first = values.firstName.trim();
  const last = values.lastName.trim();
  return {
    form_type: formType,
    type: 'sms',
    uuid: null,
    data: {
      name: `${first} ${last}`,
      // Sent too so that a two-word first name is not split wrongly (docs/idv-api.md).
      first_name: first,
      last_name: last,
      phoneNumber: normalizePhone(values.phone),
      email: values.email.trim(),
      // The form collects no address or date of birth; the contract keeps the fields, empty.
      address: null,
      state: null,
      city: null,
      country: null,
      // Spec §5/§9: the original product always sent zip "20" and the contract keeps that value;
      // the form has no address fields, and the backend stores it as given without using it.
      zip: '20',
      dob: null,
    },
  };
}

/** Spec §8 Remote ID success: the server message, else the fixed text. */
export function remoteSuccessMessage(message: string | undefined | null, fallback: string): string {
  return message && message.trim() ? message : fallback;
}

/**
 * Spec §8 Remote ID failure: server message, else the first error message, else the exception's
 * message, else the fixed text.
 */
export function remoteFailureMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.message) return error.message;
    const first = error.errors.find((e) => e.message)?.message;
    if (first) return first;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
