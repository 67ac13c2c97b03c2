import { createHash } from 'node:crypto';
import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { computeDocumentChecks, documentDateOfBirth, documentFamily } from '../documents/document-checks';
import { DEFAULT_DOCUMENT_CHECK_POLICY, evaluateDocumentChecks } from '../documents/document-check-policy';
import { CheckName, PROVIDER_CHECK_NAMES } from '../documents/document-check-types';
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
        selfie: await image('selfie'),
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
    images: { idFront: Buffer; idBack: Buffer; selfie: Buffer },
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
    const faces = await runFaceChecks(
      {
        idFront: images.idFront,
        selfie: images.selfie,
        documentDateOfBirth: documentDateOfBirth(reading),
        today: now.slice(0, 10),
      },
      this.faceSettings,
      await FaceEngine.get(),
    );
    Object.assign(checks, faces.checks);
    const performed = this.provider ? await this.provider.check({ ...images, subject }) : {};
    Object.assign(checks, performed);
    const family = documentFamily(reading);
    const outcome = evaluateDocumentChecks(checks, family, DEFAULT_DOCUMENT_CHECK_POLICY);
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

/** A UUID-shaped id fixed by (IDV, submission, position): a retried job appends nothing twice. */
function eventId(idvId: string, submission: number, index: number): string {
  const h = createHash('sha256').update(`idv-check:${idvId}:${submission}:${index}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
