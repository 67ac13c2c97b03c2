import { createHash } from 'node:crypto';
import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { computeDocumentChecks, documentDateOfBirth, documentFamily } from '../documents/document-checks';
import {
  DEFAULT_DOCUMENT_CHECK_POLICY,
  evaluateDocumentChecks,
  type PolicyOutcome,
} from '../documents/document-check-policy';
import { CheckName, CheckOutcome, PROVIDER_CHECK_NAMES } from '../documents/document-check-types';
import { idvDecider, IdvState } from '../idv.decider';
import { CheckRun, recordChecks } from './record-checks.decision';
import { IdvMediaStore } from '../media/idv-media-store';
import { DocumentCheckJob } from './document-check.queue';
import { FaceEngine } from '../face/face-engine';
import { FaceStep, runFaceChecks } from '../face/face-checks';
import { FaceSettings, faceSettings as readFaceSettings } from '../face/face-settings';
import { IdvProvider } from './idv-provider';
import { readDocument } from './read-document';

/**
 * One submission's checks: read the images (sealed), read the document, compute the checks with
 * the applicant's name and date of birth, add what a provider performed, apply the policy, and
 * append every check and the verdict. Safe to repeat: event ids derive from the submission, and a
 * submission already completed decides nothing.
 */
export class DocumentCheckRunner {
  private readonly media: IdvMediaStore;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    keys: TenantKeys,
    private readonly provider: IdvProvider | null,
    private readonly faceSettings: FaceSettings = readFaceSettings(),
  ) {
    this.media = new IdvMediaStore(keys);
  }

  async run(job: DocumentCheckJob): Promise<'completed' | 'skipped'> {
    const { idvId, companyId, submission } = job;
    const loaded = await this.db.tx(tenant(companyId), async (tx) => {
      const row = (
        await tx.query('SELECT stream_id FROM idv_records WHERE id = $1 AND company_id = $2', [
          idvId,
          companyId,
        ])
      ).rows[0];
      if (!row) return null;
      const { state } = await this.store.aggregate(tx, row.stream_id, idvDecider);
      if (state.status !== 'Submitted' || state.submissions !== submission) return null;
      const image = async (kind: 'id_front' | 'id_back' | 'selfie') =>
        (await this.media.get(tx, companyId, idvId, kind, 'full'))!.data;
      return {
        streamId: row.stream_id as string,
        state,
        idFront: await image('id_front'),
        idBack: await image('id_back'),
        // The selfie is read (and faces compared) only with the applicant's recorded agreement.
        selfie: state.faceComparison === true ? await image('selfie') : null,
      };
    });
    if (!loaded) return 'skipped';
    const { run, crops } = await this.assess(loaded.state, loaded);
    await this.db.tx(tenant(companyId), async (tx) => {
      await decideAndAppend(
        this.store,
        tx,
        loaded.streamId,
        idvDecider,
        (s) => recordChecks(s, run).map((e, i) => ({ ...e, eventId: eventId(idvId, submission, i) })),
        {
          companyId,
          actor: { id: null, name: 'document-check', type: 'system' },
          correlationId: `idv-check:${idvId}:${submission}`,
        },
      );
      // The compared faces, sealed, in the same transaction as the verdict they support.
      await this.media.deleteFaceCrops(tx, companyId, idvId);
      if (crops.selfie) await this.media.putFaceCrop(tx, companyId, idvId, 'selfie_face', crops.selfie);
      if (crops.portrait) await this.media.putFaceCrop(tx, companyId, idvId, 'portrait_face', crops.portrait);
    });
    return 'completed';
  }

  private async assess(
    state: IdvState,
    images: { idFront: Buffer; idBack: Buffer; selfie: Buffer | null },
  ): Promise<{ run: CheckRun; crops: FaceStep['crops'] }> {
    const subject = state.subject!;
    const reading = await readDocument(images.idBack, state.mrz);
    const applicant = {
      firstName: subject.firstName,
      lastName: subject.lastName,
      dateOfBirth: subject.dateOfBirth ?? '',
    };
    const now = new Date().toISOString();
    const checks = computeDocumentChecks(reading, applicant, now.slice(0, 10));
    // The in-house face checks (idv/face) fill selfie_verification and selfie_liveness; a vendor's
    // answer, when one is configured, takes precedence for the checks it performed.
    const { selfie } = images;
    const faces = selfie
      ? await runFaceChecks(
          {
            idFront: images.idFront,
            selfie,
            documentDateOfBirth: documentDateOfBirth(reading),
            today: now.slice(0, 10),
          },
          this.faceSettings,
          await FaceEngine.get(),
        )
      : withoutFaceComparison();
    Object.assign(checks, faces.checks);
    // A vendor compares faces too: it is asked only when the applicant agreed to the comparison.
    const performed =
      this.provider && selfie
        ? await this.provider.check({ idFront: images.idFront, idBack: images.idBack, selfie, subject })
        : {};
    Object.assign(checks, performed);
    const family = documentFamily(reading);
    const outcome = selfie
      ? evaluateDocumentChecks(checks, family, DEFAULT_DOCUMENT_CHECK_POLICY)
      : staffReviewWithoutSelfie(evaluateDocumentChecks(checks, family, DEFAULT_DOCUMENT_CHECK_POLICY));
    const provided = new Set(Object.keys(performed));
    const run: CheckRun = {
      submission: state.submissions,
      outcome,
      documentFamily: family,
      provider: this.provider?.name ?? null,
      now,
      checks: (Object.keys(checks) as CheckName[]).map((check) => ({
        check,
        ...checks[check],
        source:
          (PROVIDER_CHECK_NAMES as readonly string[]).includes(check) && provided.has(check)
            ? 'provider'
            : 'document',
      })),
    };
    return { run, crops: faces.crops };
  }
}

/**
 * The documents-only path (docs/privacy.md, "Biometric consent"): the selfie checks are recorded as
 * not performed at the applicant's choice; no face is detected, described or kept.
 */
function withoutFaceComparison(): FaceStep {
  const declined: CheckOutcome = { result: 'NOT_PERFORMED', evidence: { noteKey: 'idvNote.selfieDeclined' } };
  return {
    checks: { selfie_verification: declined, selfie_liveness: { ...declined } },
    crops: { selfie: null, portrait: null },
  };
}

/**
 * Without the selfie check nothing confirmed that the applicant is the person on the document: the
 * IDV waits for staff (its review item names selfie_verification) unless a document check failed it.
 */
function staffReviewWithoutSelfie(outcome: PolicyOutcome): PolicyOutcome {
  const pendingRequired = [...new Set<CheckName>([...outcome.pendingRequired, 'selfie_verification'])];
  return { ...outcome, pendingRequired, result: outcome.result === 'FAILED' ? 'FAILED' : 'PENDING' };
}

/** A UUID-shaped id fixed by (IDV, submission, position): a retried job appends nothing twice. */
function eventId(idvId: string, submission: number, index: number): string {
  const h = createHash('sha256').update(`idv-check:${idvId}:${submission}:${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
