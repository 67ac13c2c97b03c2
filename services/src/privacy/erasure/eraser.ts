import { randomUUID } from 'node:crypto';
import type { Tx } from '../../shared/database/database';
import type { EventMetadata } from '../../shared/domain/event';
import { ConflictError, NotFoundError, ValidationError, fieldError } from '../../shared/domain/domain-error';
import type { EventStore } from '../../shared/event-store/event-store';
import { localized } from '../../shared/i18n';
import type { ApplicantKeyStore } from '../applicant-key.store';
import type { ApplicantsOfCompany, KnownApplicants, PurgeErased } from '../reapply-erasures';
import type { KeptDecisions } from '../kept-decisions.public';
import { type ApplicantValues, noteNamesApplicant } from './note-names-applicant';
import { heldApplicants } from '../retention-schedule';
import { certificateBody } from '../certificate/erasure-certificate';
import type { CertificateSigner } from '../certificate/certificate-signer';
import {
  applicantPrivacyStreamId,
  companyPrivacyStreamId,
  type ErasureFacts,
  type ErasureReasonCode,
  type ErasureScope,
  type PrivacyActor,
} from '../privacy.events';

/** What the erasure is asked to do. */
export interface ErasureRequest {
  companyId: number;
  subjectUuids: string[];
  scope: ErasureScope;
  reason: string;
  reasonCode?: ErasureReasonCode;
  by: PrivacyActor;
  metadata: EventMetadata;
  /** When: the retention job's clock, or now. */
  at?: Date;
  /** For an offboarding: the company's name as the certificate states it. */
  companyName?: string;
}

/** The purges and applicant lists every feature publishes (bootstrap/erasure-purges.ts). */
export interface ErasureParts {
  purges: readonly PurgeErased[];
  applicantsOf: readonly ApplicantsOfCompany[];
  known: readonly KnownApplicants[];
  /** The decisions and notes each feature keeps in its events (the erased applicant's page lists them). */
  decisions?: readonly KeptDecisions[];
  /** What each feature has on file of an applicant that the erasure's note must not quote. */
  values?: readonly ApplicantValues[];
}

/**
 * The one erasure path (docs/privacy.md, "Erasure on request"): on request, by offboarding and by
 * the retention schedule. In the caller's transaction: refused while a legal hold is open; every
 * feature's read-model rows of the applicants deleted (their counts kept for the certificate); the
 * keys destroyed (crypto-shredding, with the ledger line); the fact recorded as an event with its
 * signed certificate. Nothing personal is in the event: ids, key ids, counts, who, when and why.
 */
export class Eraser {
  constructor(
    private readonly keys: ApplicantKeyStore,
    private readonly events: EventStore,
    private readonly signer: CertificateSigner,
    private readonly parts: ErasureParts,
  ) {}

  async erase(tx: Tx, request: ErasureRequest): Promise<ErasureFacts> {
    const { companyId, subjectUuids } = request;
    if ((await heldApplicants(tx, companyId, subjectUuids)).size)
      throw new ConflictError('PRIVACY.LEGAL_HOLD', localized('privacy.legalHoldOpen'));
    const erased = await this.alreadyErased(tx, companyId, subjectUuids);
    if (request.scope === 'applicant' && erased.size)
      throw new ConflictError('PRIVACY.ALREADY_ERASED', localized('privacy.alreadyErased'));
    const subjects = subjectUuids.filter((u) => !erased.has(u));
    await this.refuseNoteNamingApplicant(tx, request);
    const purged = await this.purge(tx, companyId, subjects);
    const known = await this.keys.find(tx, companyId, subjects);
    if (request.scope === 'applicant' && !known.size && !Object.values(purged).some((n) => n > 0))
      throw new NotFoundError('error.notFound.session');
    const at = request.at ?? new Date();
    const erasureId = randomUUID();
    const destroyed = await this.keys.destroy(tx, companyId, subjects, { erasureId, at });
    const facts: Omit<ErasureFacts, 'signature'> = {
      erasureId,
      scope: request.scope,
      subjects: destroyed,
      purged,
      reason: request.reason,
      ...(request.reasonCode ? { reasonCode: request.reasonCode } : {}),
      by: request.by,
      at: at.toISOString(),
    };
    const body = certificateBody(companyId, facts, this.signer.keyFingerprint(), request.companyName);
    const signed: ErasureFacts = { ...facts, signature: this.signer.sign(body) };
    if (request.scope === 'company') {
      await this.events.append(
        tx,
        companyPrivacyStreamId(companyId),
        'any',
        [{ type: 'CompanyOffboarded', data: { ...signed, companyName: request.companyName ?? '' } }],
        request.metadata,
      );
    } else {
      // One applicant per erasure (the retention job erases each with its own certificate).
      await this.events.append(
        tx,
        applicantPrivacyStreamId(subjects[0]),
        'any',
        [{ type: 'ApplicantErased', data: signed }],
        request.metadata,
      );
    }
    return signed;
  }

  /**
   * The erasure keeps its reason readable after the applicant is gone (an auditor's "why"): the code
   * chosen, and for 'other' (or an older caller's free text) the note typed. That note must not be
   * where the applicant survives their erasure, so one that quotes what is on file of them (a name,
   * an e-mail, a phone number, a date of birth, a student id) is refused, before anything is erased.
   */
  private async refuseNoteNamingApplicant(tx: Tx, request: ErasureRequest): Promise<void> {
    if (request.scope !== 'applicant' || (request.reasonCode && request.reasonCode !== 'other')) return;
    const values: string[] = [];
    for (const of of this.parts.values ?? [])
      values.push(...(await of(tx, request.companyId, request.subjectUuids[0])));
    if (noteNamesApplicant(request.reason, values))
      throw new ValidationError([fieldError('reason', localized('privacy.noteNamesApplicant'))]);
  }

  /** Whether the company has this applicant: a feature's record of them, or their key (even destroyed). */
  async isApplicant(tx: Tx, companyId: number, subjectUuid: string): Promise<boolean> {
    if ((await this.keys.find(tx, companyId, [subjectUuid])).size) return true;
    for (const known of this.parts.known) if ((await known(tx, companyId, [subjectUuid])).length) return true;
    return false;
  }

  /** Every applicant of a company, as the features know them (an offboarding erases them all). */
  async applicantsOf(tx: Tx, companyId: number): Promise<string[]> {
    const all = new Set<string>();
    for (const list of this.parts.applicantsOf) for (const u of await list(tx, companyId)) all.add(u);
    const { rows } = await tx.query<{ subject_uuid: string }>(
      'SELECT subject_uuid FROM vault.applicant_keys WHERE company_id = $1 AND wrapped IS NOT NULL',
      [companyId],
    );
    for (const r of rows) all.add(r.subject_uuid);
    return [...all];
  }

  private async purge(tx: Tx, companyId: number, subjects: string[]): Promise<Record<string, number>> {
    const total: Record<string, number> = {};
    if (!subjects.length) return total;
    for (const purge of this.parts.purges)
      for (const [kind, n] of Object.entries((await purge(tx, companyId, subjects)) ?? {}))
        total[kind] = (total[kind] ?? 0) + n;
    return total;
  }

  private async alreadyErased(tx: Tx, companyId: number, uuids: readonly string[]): Promise<Set<string>> {
    const { rows } = await tx.query<{ subject_uuid: string }>(
      'SELECT subject_uuid FROM erased_applicants WHERE company_id = $1 AND subject_uuid = ANY($2::uuid[])',
      [companyId, [...uuids]],
    );
    return new Set(rows.map((r) => r.subject_uuid));
  }
}
