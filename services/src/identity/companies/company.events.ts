import { NewEvent } from '../../shared/domain/event';

export type CompanyCreated = NewEvent<'CompanyCreated', { companyId: number; name: string }>;
export type CompanyRenamed = NewEvent<'CompanyRenamed', { name: string; previous: string }>;
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
