import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { FieldError, ValidationError } from '../../shared/domain/domain-error';
import { normaliseApplicantDate } from '../documents/document-checks';
import type { RemoteSubject } from '../idv.events';
import { RemoteApplicant } from './request-remote-idv.request.dto';
import { localized } from '../../shared/i18n';

export type { RemoteSubject };

/**
 * The dialog's fields as a subject. The name arrives joined; without explicit first/last names the
 * last word is taken as the last name. The phone becomes E.164 (default country US, spec section 9).
 */
export function remoteSubject(data: RemoteApplicant, today: string): RemoteSubject {
  const errors: FieldError[] = [];
  const words = data.name.split(/\s+/).filter(Boolean);
  const firstName = data.first_name || (words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? ''));
  const lastName = data.last_name || (words.length > 1 ? words[words.length - 1] : '');
  if (!firstName) errors.push({ field: 'data.name', message: localized('error.firstNameRequired') });
  if (!lastName) errors.push({ field: 'data.name', message: localized('error.lastNameRequired') });
  const phone = parsePhoneNumberFromString(data.phoneNumber, 'US');
  if (!phone || !phone.isValid())
    errors.push({ field: 'data.phoneNumber', message: localized('error.enterValidPhone') });
  let dateOfBirth: string | null = null;
  if (data.dob) {
    dateOfBirth = normaliseApplicantDate(data.dob);
    if (!dateOfBirth || dateOfBirth > today)
      errors.push({ field: 'data.dob', message: localized('error.enterValidDob') });
  }
  if (errors.length) throw new ValidationError(errors);
  const opt = (v?: string | null) => (v ? v : null);
  return {
    firstName,
    lastName,
    email: data.email.toLowerCase(),
    phone: phone!.number,
    dateOfBirth,
    street: opt(data.address),
    city: opt(data.city),
    state: opt(data.state),
    zip: opt(data.zip),
    country: opt(data.country),
  };
}
