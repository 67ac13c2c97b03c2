import type { NewEvent } from '../shared/domain/event';
import type { ImportRowError } from '../applicant-import/import.events';
import type { ReminderMilestone } from './reminders/reminder-schedule';

/** The Department's identity tracking groups (docs/financial-aid.md, "Selections"). */
export const TRACKING_GROUPS = ['V4', 'V5'] as const;
export type TrackingGroup = (typeof TRACKING_GROUPS)[number];

export const CASE_STATUSES = [
  'selected',
  'in_progress',
  'verified',
  'not_verified',
  'unable_to_contact',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/**
 * How identity was verified, as the 2025–26 rules allow: in person or on a video call (staff record the
 * ID presented), the product's remote flow, or a third party's IAL2 verification the school documents.
 */
export const VERIFICATION_METHODS = ['in_person', 'video_call', 'remote_idv', 'third_party_ial2'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** Government-issued photo IDs staff may record (free text is not accepted: the export groups by them). */
export const DOCUMENT_TYPES = [
  'drivers_license',
  'state_id',
  'passport',
  'passport_card',
  'other_government_photo_id',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A staff member as an event records them (the name as it was then). */
export interface StaffRef {
  id: number | null;
  name: string;
}

/** A student the Department selected for identity verification, now a case of the school's. */
export type FinaidCaseSelected = NewEvent<
  'FinaidCaseSelected',
  {
    caseId: string;
    awardYear: string;
    trackingGroup: TrackingGroup;
    studentId: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    email: string | null;
    phone: string | null;
    language: string;
    /** Sealed with the tenant's key (shared/crypto/ssn-protector), never in clear. */
    ssnCipher: string | null;
    sessionUuid: string | null;
    importId: string;
    deadline: string | null;
    at: string;
  }
>;
export type FinaidDeadlineSet = NewEvent<
  'FinaidDeadlineSet',
  { deadline: string | null; by: StaffRef; at: string }
>;
/** Staff started working the case (a link sent, an appointment made). */
export type FinaidCaseStarted = NewEvent<'FinaidCaseStarted', { note: string; by: StaffRef; at: string }>;
export type FinaidIdentityVerified = NewEvent<
  'FinaidIdentityVerified',
  {
    method: VerificationMethod;
    documentType: DocumentType | null;
    documentExpiry: string | null;
    /** The institutionally authorised person who reviewed the ID (as they wrote their name). */
    reviewerName: string;
    /** The date the ID was presented (or the remote IDV completed). */
    presentedOn: string;
    scanId: string | null;
    /** What the document checks found on the scan, as check names and outcomes only. */
    scanChecks: { name: string; outcome: string }[] | null;
    /** The remote IDV whose result this is (method remote_idv), else null. */
    idvId: string | null;
    note: string;
    by: StaffRef;
    at: string;
  }
>;
export type FinaidIdentityNotVerified = NewEvent<
  'FinaidIdentityNotVerified',
  { reason: string; by: StaffRef; at: string }
>;
export type FinaidStudentUnreachable = NewEvent<
  'FinaidStudentUnreachable',
  { note: string; by: StaffRef; at: string }
>;
/** A recorded result set aside (override permission): the case is in progress again. */
export type FinaidCaseReopened = NewEvent<'FinaidCaseReopened', { reason: string; by: StaffRef; at: string }>;
export type FinaidReminderSent = NewEvent<
  'FinaidReminderSent',
  {
    channels: ('sms' | 'email')[];
    language: string;
    by: StaffRef;
    at: string;
    /**
     * Staff asked (absent on reminders recorded before the schedule), or the daily job sent it for a
     * milestone of the company's schedule (`before-7`, `overdue`) of the deadline then set: each
     * (milestone, deadline) is sent once, whatever runs again (reminders/send-scheduled-reminders.ts).
     */
    trigger?: 'staff' | 'scheduled';
    milestone?: ReminderMilestone;
    deadline?: string;
  }
>;

/**
 * Staff sent the student the product's remote IDV link (form type FINANCIAL_AID) from the case: the
 * case is in progress, and that IDV's result completes it (financial-aid/remote-idv).
 */
export type FinaidRemoteLinkSent = NewEvent<
  'FinaidRemoteLinkSent',
  { idvId: string; idvStream: string; channels: ('sms' | 'email')[]; by: StaffRef; at: string }
>;
/** The remote IDV ended without a pass: the case stays in progress for staff to review and record. */
export type FinaidRemoteIdvFailed = NewEvent<
  'FinaidRemoteIdvFailed',
  { idvId: string; result: string; by: StaffRef; at: string }
>;

export type FinaidCaseEvent =
  | FinaidCaseSelected
  | FinaidDeadlineSet
  | FinaidCaseStarted
  | FinaidIdentityVerified
  | FinaidIdentityNotVerified
  | FinaidStudentUnreachable
  | FinaidCaseReopened
  | FinaidReminderSent
  | FinaidRemoteLinkSent
  | FinaidRemoteIdvFailed;

/** One selections import (CSV or API push), with its per-row error report. */
export type FinaidSelectionsImported = NewEvent<
  'FinaidSelectionsImported',
  {
    importId: string;
    fileName: string;
    rowsRead: number;
    created: number;
    duplicate: number;
    rejected: number;
    errors: ImportRowError[];
    by: StaffRef;
    at: string;
  }
>;

export type FinancialAidEvent = FinaidCaseEvent | FinaidSelectionsImported;

export const finaidCaseStreamId = (caseId: string) => `finaid-case-${caseId}`;
export const finaidImportStreamId = (importId: string) => `finaid-import-${importId}`;
