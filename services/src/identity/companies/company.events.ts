import { NewEvent } from '../../shared/domain/event';

/**
 * `uniqueName`: the name was checked unique among live companies when recorded (issue 12, migration 042),
 * so the projection writes its key and the live-name index refuses a concurrent twin. Events recorded
 * before that carry no flag; replaying a duplicate among them must not fail a rebuild.
 */
export type CompanyCreated = NewEvent<
  'CompanyCreated',
  { companyId: number; name: string; uniqueName?: true }
>;
export type CompanyRenamed = NewEvent<
  'CompanyRenamed',
  { name: string; previous: string; uniqueName?: true }
>;
export type CompanyLogoChanged = NewEvent<'CompanyLogoChanged', { version: number; bytes: number }>;
/** Locks every user of the company out at once. */
export type CompanyDeleted = NewEvent<'CompanyDeleted', { name: string }>;

export type CompanyEvent = CompanyCreated | CompanyRenamed | CompanyLogoChanged | CompanyDeleted;

export const COMPANY_EVENT_TYPES: readonly CompanyEvent['type'][] = [
  'CompanyCreated',
  'CompanyRenamed',
  'CompanyLogoChanged',
  'CompanyDeleted',
];

export const companyStreamId = (companyId: number) => `company-${companyId}`;
