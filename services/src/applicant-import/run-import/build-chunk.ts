import { randomUUID } from 'node:crypto';
import { DataKeys } from '../../shared/crypto/data-keys';
import { ProtectedSsn, protectSsn, revealSsn } from '../../shared/crypto/ssn-protector';
import { applicantIdentityKey, normalisePersonName } from '../rows/applicant-identity-key';
import { NormalisedApplicant } from '../rows/validate-applicant-row';
import {
  EMPTY_TENANT_SSN_HISTORY,
  ScoreResult,
  TenantSsnHistory,
  scoreApplicant,
} from '../../scoring/score-applicant';
import { CompactMetaData, DailyDelta, ImportedApplicantRow } from '../import.events';
import { SsnHolder, ssnHistory } from './ssn-history';
import type { TenantKeys } from '../../shared/crypto/tenant-keys';
import { PremadeApplicant, premadeApplicant, sealApplicantRow } from '../sealed-applicant-rows.public';

/** A session already on file for an identity key in this chunk (read inside the chunk's transaction). */
export interface ExistingSession {
  identityKey: string;
  id: number;
  uuid: string;
  createdDay: string;
  invalidSsn: boolean;
  incompleteAddress: boolean;
  ssnCipher: string | null;
}

export interface ChunkContext {
  companyId: number;
  keys: DataKeys;
  /** The transaction's UTC date: scoring's "today" and the day new sessions count on the dashboard. */
  today: string;
  existing: ReadonlyMap<string, ExistingSession>;
  /** Holders per SSN blind index, updated as rows are added so later rows in the chunk see earlier ones. */
  holders: Map<string, SsnHolder[]>;
}

export interface PreparedApplicant {
  applicant: NormalisedApplicant;
  identityKey: string;
  ssnIndex: string | null;
  /** The SSN encrypted ahead of the commit (the reader thread does it). */
  ssn?: ProtectedSsn | null;
  /** The score without tenant history, as of `asOf`: the commit keeps it when the history is empty. */
  preScored?: { asOf: string; score: ChunkScore };
  /**
   * A uuid and key for the applicant should it be new, with its personal columns sealed under that
   * key (the reader thread does it): the commit keeps them when no session is on file for the row.
   */
  premade?: PremadeApplicant;
}

/** What a session keeps of a score (plain data: it crosses from the reader thread). */
export interface ChunkScore {
  overallRiskLevel: string;
  metaData: CompactMetaData;
  invalidSsn: boolean;
  incompleteAddress: boolean;
}

export interface BuiltChunk {
  rows: ImportedApplicantRow[];
  /** The premade keys of the new sessions among the rows: the commit stores them. */
  premade: PremadeApplicant[];
  imported: number;
  updated: number;
  daily: DailyDelta[];
}

/** Blind indexes first, so the transaction can look up existing sessions and SSN holders in two queries. */
export function prepareApplicant(
  keys: DataKeys,
  companyId: number,
  applicant: NormalisedApplicant,
): PreparedApplicant {
  return {
    applicant,
    identityKey: keys.blindIndex(companyId, 'identity-index', applicantIdentityKey(applicant)),
    ssnIndex: applicant.ssn ? keys.blindIndex(companyId, 'ssn-index', applicant.ssn) : null,
  };
}

/**
 * The commit-independent work of a row, done before its chunk's transaction: SSN encryption and the
 * score with no tenant history. Most applicants share their SSN with nobody on file, so the commit
 * then only checks the history and rescores the few it concerns.
 */
export function preScore(
  keys: DataKeys,
  companyId: number,
  p: PreparedApplicant,
  asOf: string,
  sealing?: { tenantKeys: TenantKeys; importId: string },
): PreparedApplicant {
  const a = p.applicant;
  const ssn = a.ssn ? protectSsn(keys, companyId, a.ssn, p.ssnIndex ?? undefined) : null;
  const scored = {
    ...p,
    ssn,
    preScored: { asOf, score: chunkScore(scoreApplicant(a, EMPTY_TENANT_SSN_HISTORY, { asOf })) },
  };
  if (!sealing) return scored;
  const { premade, key } = premadeApplicant(sealing.tenantKeys, companyId, randomUUID());
  const row = { uuid: premade.uuid, ...personalColumns(a, ssn) };
  return { ...scored, premade: { ...premade, personal: sealApplicantRow(key, sealing.importId, row) } };
}

/** The personal columns of a row, as the session keeps them. */
function personalColumns(a: NormalisedApplicant, ssn: ProtectedSsn | null | undefined) {
  return {
    external_id: a.externalId ?? null,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    csug_email: a.csugEmail ?? null,
    phone: a.phone ?? null,
    date_of_birth: a.dateOfBirth ?? null,
    street: a.street ?? null,
    city: a.city ?? null,
    state: a.state ?? null,
    zip: a.zip ?? null,
    country_code: a.countryCode,
    ssn_cipher: ssn?.cipher ?? null,
    ssn_last4: ssn?.last4 ?? null,
    name_key: normalisePersonName(a.firstName, a.lastName),
  };
}

function chunkScore(score: ScoreResult): ChunkScore {
  return {
    overallRiskLevel: score.overallRiskLevel,
    metaData: compactMetaData(score),
    invalidSsn: score.invalidSsn,
    incompleteAddress: score.incompleteAddress,
  };
}

function isEmptyHistory(h: TenantSsnHistory): boolean {
  return !h.sameSsnOtherNames && !h.sameSsnOtherDobs && !h.sameSsnOtherIdentities && h.onFileSsn === null;
}

/**
 * Scores and encrypts one chunk's valid rows. A key seen twice in the file is one session (the last
 * row wins and counts as an update), which is also why re-uploading the same people updates them.
 */
export function buildChunk(ctx: ChunkContext, prepared: readonly PreparedApplicant[]): BuiltChunk {
  const byKey = new Map<string, ImportedApplicantRow>();
  const premade: PremadeApplicant[] = [];
  let imported = 0;
  for (const p of prepared) {
    const earlier = byKey.get(p.identityKey);
    const onFile = ctx.existing.get(p.identityKey);
    if (!earlier && !onFile) imported++;
    const row = applicantRow(ctx, p, earlier, onFile);
    // The row keeps the reader's seal only when it became a new session under the premade uuid;
    // otherwise the commit seals it with the key of the session it updates.
    if (p.premade && row.uuid === p.premade.uuid) {
      row.personal = p.premade.personal;
      premade.push(p.premade);
    }
    byKey.set(p.identityKey, row);
  }
  const rows = [...byKey.values()];
  return { rows, premade, imported, updated: prepared.length - imported, daily: dailyDeltas(ctx, rows) };
}

function applicantRow(
  ctx: ChunkContext,
  p: PreparedApplicant,
  earlier?: ImportedApplicantRow,
  onFile?: ExistingSession,
): ImportedApplicantRow {
  const a = p.applicant;
  const me: SsnHolder = {
    identityKey: p.identityKey,
    nameKey: normalisePersonName(a.firstName, a.lastName),
    dateOfBirth: a.dateOfBirth ?? '',
  };
  const previousCipher = earlier ? earlier.ssn_cipher : (onFile?.ssnCipher ?? null);
  const onFileSsn = previousCipher ? revealSsn(ctx.keys, ctx.companyId, previousCipher) : null;
  const history = p.ssnIndex
    ? ssnHistory(me, ctx.holders.get(p.ssnIndex) ?? [], onFileSsn)
    : { sameSsnOtherNames: 0, sameSsnOtherDobs: 0, sameSsnOtherIdentities: 0, onFileSsn };
  const score =
    p.preScored && p.preScored.asOf === ctx.today && isEmptyHistory(history)
      ? p.preScored.score
      : chunkScore(scoreApplicant(a, history, { asOf: ctx.today }));
  const ssn =
    p.ssn !== undefined
      ? p.ssn
      : a.ssn
        ? protectSsn(ctx.keys, ctx.companyId, a.ssn, p.ssnIndex ?? undefined)
        : null;
  if (p.ssnIndex) remember(ctx.holders, p.ssnIndex, me);
  return {
    id: earlier?.id ?? onFile?.id ?? 0,
    uuid: earlier?.uuid ?? onFile?.uuid ?? p.premade?.uuid ?? randomUUID(),
    identity_key: p.identityKey,
    ...personalColumns(a, ssn),
    ssn_index: ssn?.index ?? null,
    overall_risk_level: score.overallRiskLevel,
    meta_data: score.metaData,
    invalid_ssn: score.invalidSsn,
    incomplete_address: score.incompleteAddress,
  };
}

function remember(holders: Map<string, SsnHolder[]>, ssnIndex: string, me: SsnHolder): void {
  const list = (holders.get(ssnIndex) ?? []).filter((h) => h.identityKey !== me.identityKey);
  list.push(me);
  holders.set(ssnIndex, list);
}

export function compactMetaData(score: ScoreResult): CompactMetaData {
  const codes = (refs: readonly { reasonCode: string }[]) => refs.map((r) => r.reasonCode);
  const r = score.metaData.reasonCodes;
  return {
    level: score.metaData.level,
    reasonCodes: {
      address: codes(r.address),
      email: codes(r.email),
      phone: codes(r.phone),
      taxId: codes(r.taxId),
    },
    verifications: { ...score.metaData.verifications },
  };
}

/** New sessions count on today; an update moves its flags on the day the session was created. */
function dailyDeltas(ctx: ChunkContext, rows: readonly ImportedApplicantRow[]): DailyDelta[] {
  const days = new Map<string, DailyDelta>();
  const at = (day: string) =>
    days.get(day) ?? days.set(day, { day, ekyc: 0, invalidTaxId: 0, incompleteAddress: 0 }).get(day)!;
  for (const row of rows) {
    const before = ctx.existing.get(row.identity_key);
    const d = at(before ? before.createdDay : ctx.today);
    if (!before) d.ekyc++;
    d.invalidTaxId += Number(row.invalid_ssn) - Number(before?.invalidSsn ?? false);
    d.incompleteAddress += Number(row.incomplete_address) - Number(before?.incompleteAddress ?? false);
  }
  return [...days.values()].filter((d) => d.ekyc || d.invalidTaxId || d.incompleteAddress);
}
