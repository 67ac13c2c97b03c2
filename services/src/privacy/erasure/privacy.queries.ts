import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../shared/auth/auth-user';
import { Database, SYSTEM, tenant } from '../../shared/database/database';
import { ForbiddenError, NotFoundError } from '../../shared/domain/domain-error';
import { isUuid } from '../../shared/http/uuid';
import { exhaustive, type Recorded } from '../../shared/domain/event';
import { openFromStore } from '../../shared/event-store/event-codec';
import { type EventRow, toRecordedEvent } from '../../shared/event-store/recorded-event.mapper';
import type { Language } from '../../shared/i18n';
import { KEPT_DECISIONS, type KeptDecision, type KeptDecisions } from '../kept-decisions.public';
import { UserType } from '../../shared/auth/permissions';
import { type CertificateBody, certificateBody } from '../certificate/erasure-certificate';
import { CertificateSigner } from '../certificate/certificate-signer';
import {
  applicantPrivacyStreamId,
  type ErasureFacts,
  type ErasureReasonCode,
  type PrivacyEvent,
} from '../privacy.events';

/** One fact of an applicant's privacy history (non-personal: who, when, why, key ids). */
export interface PrivacyHistoryLine {
  type: PrivacyEvent['type'];
  at: string;
  by: string;
  /** Null when it was erased: a legal hold's reason is sealed with the applicant's key. */
  reason: string | null;
  reason_erased: boolean;
  reason_code?: ErasureReasonCode;
  erasure_id?: string;
  key_ids?: string[];
}

export interface ApplicantPrivacy {
  erased: { at: string; erasure_id: string } | null;
  hold: { reason: string | null; placed_at: string } | null;
  history: PrivacyHistoryLine[];
  /** Once erased: the staff's decisions and notes kept in the event log (the features'), oldest first. */
  decisions: KeptDecision[];
}

export interface SignedCertificate {
  certificate: CertificateBody;
  algorithm: 'Ed25519';
  signature: string;
}

/** The privacy facts the console and the certificate download read. */
@Injectable()
export class PrivacyQueries {
  constructor(
    private readonly db: Database,
    private readonly signer: CertificateSigner,
    @Inject(KEPT_DECISIONS) private readonly kept: readonly KeptDecisions[],
  ) {}

  /** Whether the applicant was erased (null: not), for the detail routes' "Erased on …". */
  async erasedOn(companyId: number, subjectUuid: string): Promise<Date | null> {
    if (!isUuid(subjectUuid)) return null;
    const row = await this.db.one<{ erased_at: Date }>(
      tenant(companyId),
      'SELECT erased_at FROM erased_applicants WHERE company_id = $1 AND subject_uuid = $2',
      [companyId, subjectUuid],
    );
    return row?.erased_at ?? null;
  }

  async applicant(
    companyId: number,
    subjectUuid: string,
    language: Language = 'en',
  ): Promise<ApplicantPrivacy> {
    if (!isUuid(subjectUuid)) throw new NotFoundError('error.notFound.session');
    return this.db.tx(tenant(companyId), async (tx) => {
      const erased = await tx.query<{ erased_at: Date; erasure_id: string }>(
        'SELECT erased_at, erasure_id FROM erased_applicants WHERE company_id = $1 AND subject_uuid = $2',
        [companyId, subjectUuid],
      );
      const hold = await tx.query<{ reason: string | null; placed_at: Date }>(
        'SELECT reason, placed_at FROM legal_holds WHERE company_id = $1 AND subject_uuid = $2 AND released_at IS NULL',
        [companyId, subjectUuid],
      );
      const { rows } = await tx.query<EventRow>(
        'SELECT * FROM events WHERE stream_id = $1 AND company_id = $2 ORDER BY stream_version',
        [applicantPrivacyStreamId(subjectUuid), companyId],
      );
      // The legal holds' reasons are sealed with the applicant's key: opened here, erased with it.
      const events = await openFromStore(tx, rows.map(toRecordedEvent));
      // Once erased, the applicant's page lists what the event log keeps of the staff's decisions (the
      // features' detail routes answer 410). Before, those are read (and logged) where they belong.
      const decisions: KeptDecision[] = [];
      if (erased.rows[0])
        for (const source of this.kept)
          decisions.push(...(await source(tx, companyId, subjectUuid, language)));
      decisions.sort((a, b) => a.at.localeCompare(b.at));
      return {
        erased: erased.rows[0]
          ? { at: erased.rows[0].erased_at.toISOString(), erasure_id: erased.rows[0].erasure_id }
          : null,
        hold: hold.rows[0]
          ? { reason: hold.rows[0].reason, placed_at: hold.rows[0].placed_at.toISOString() }
          : null,
        history: events.map((e) => historyLine(e as Recorded<PrivacyEvent>)),
        decisions,
      };
    });
  }

  /**
   * An erasure's signed certificate: a company admin reads their company's; a super admin reads an
   * offboarding's. Anything else answers like a missing one.
   */
  async certificate(user: AuthUser, erasureId: string): Promise<SignedCertificate> {
    if (!isUuid(erasureId)) throw new NotFoundError('error.notFound');
    if (user.userType === UserType.CompanyUser || user.apiKey) throw new ForbiddenError();
    const superAdmin = user.userType === UserType.SuperAdmin;
    const row = await this.db.one<{
      company_id: string;
      scope: string;
      certificate: ErasureFacts & { companyName?: string };
    }>(
      superAdmin ? SYSTEM : tenant(user.companyId!),
      'SELECT company_id, scope, certificate FROM erasures WHERE id = $1',
      [erasureId],
    );
    if (
      !row ||
      (superAdmin && row.scope !== 'company') ||
      (!superAdmin && Number(row.company_id) !== user.companyId)
    )
      throw new NotFoundError('error.notFound');
    const { signature, companyName, ...facts } = row.certificate;
    return {
      certificate: certificateBody(Number(row.company_id), facts, this.signer.keyFingerprint(), companyName),
      algorithm: 'Ed25519',
      signature,
    };
  }
}

function historyLine(event: Recorded<PrivacyEvent>): PrivacyHistoryLine {
  switch (event.type) {
    case 'ApplicantErased':
    case 'CompanyOffboarded':
      return {
        type: event.type,
        at: event.data.at,
        by: event.data.by.name,
        reason: event.data.reason,
        reason_erased: false,
        ...(event.data.reasonCode ? { reason_code: event.data.reasonCode } : {}),
        erasure_id: event.data.erasureId,
        key_ids: event.data.subjects.map((s) => s.keyId),
      };
    case 'LegalHoldPlaced':
    case 'LegalHoldReleased':
      return {
        type: event.type,
        at: event.data.at,
        by: event.data.by.name,
        reason: event.personalDataErased ? null : (event.data.reason ?? null),
        reason_erased: event.personalDataErased === true,
      };
    case 'RetentionApplied':
      return {
        type: event.type,
        at: event.data.at,
        by: 'system',
        reason: 'retention schedule',
        reason_erased: false,
      };
    default:
      return exhaustive(event) as never;
  }
}
