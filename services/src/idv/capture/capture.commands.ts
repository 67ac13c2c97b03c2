import { InjectQueue } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { Database, Tx, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { StreamVersionConflictError } from '../../shared/event-store/event-store.errors';
import {
  DocumentCheckJob,
  DOCUMENT_CHECK_QUEUE,
  documentCheckJobOptions,
} from '../document-check/document-check.queue';
import { idvDecider, IdvState } from '../idv.decider';
import { acceptConsent, openLink, submitCapture, uploadImage } from './capture.decisions';
import { DeviceInfo, IMAGE_KINDS, IdvEvent, ImageKind } from '../idv.events';
import { IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { RetentionPageIds, retentionScheduleOf } from '../../privacy/retention.public';
import { translator, type Language } from '../../shared/i18n';
import { consentText } from './consent-texts';
import { SelfieAdvisor } from '../face/selfie-advisor';
import type { SelfieCheckAnswer } from '../face/selfie-check.queue';
import { IdvMediaStore } from '../media/idv-media-store';
import { ProcessedImage } from '../media/image-intake';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { ResolvedLink, applicantMetadata } from './capture-links';
import type { CapturePageResponse } from './capture.response.dto';

/** What every applicant command carries: the resolved link and the request's facts. */
export interface ApplicantRequest {
  link: ResolvedLink;
  ip: string | undefined;
  correlationId: string;
}

/** Records the opening and answers what the capture page shows (company, consent, uploads so far). */
export class OpenCaptureLink extends Command<CapturePageResponse> {
  constructor(
    readonly req: ApplicantRequest,
    readonly device: DeviceInfo,
    readonly language: Language,
  ) {
    super();
  }
}
export class AcceptCaptureConsent extends Command<void> {
  constructor(
    readonly req: ApplicantRequest,
    readonly version: string,
    /** false: the documents-only path, no selfie and no face comparison. */
    readonly faceComparison: boolean,
  ) {
    super();
  }
}
/**
 * Stores the photo; a selfie is judged at once (by a worker) so the page can say what to fix and
 * retake: `selfieAdvice` is that answer, null when none came in time (the document check judges the
 * selfie again on submit, so nothing is lost), absent for the document's photos.
 */
export class UploadCaptureImage extends Command<{ selfieAdvice?: SelfieCheckAnswer | null }> {
  constructor(
    readonly req: ApplicantRequest,
    readonly kind: ImageKind,
    readonly image: ProcessedImage,
  ) {
    super();
  }
}
export class SubmitCapture extends Command<void> {
  constructor(
    readonly req: ApplicantRequest,
    readonly mrz: string[] | null,
  ) {
    super();
  }
}

abstract class ApplicantHandler {
  constructor(
    protected readonly db: Database,
    protected readonly store: EventStore,
  ) {}

  /**
   * Load, decide, append in the link's tenant; `also` runs in the same transaction (image bytes).
   * The outbox worker may record a delivery outcome on the stream meanwhile: on a version conflict
   * the whole transaction runs again on the new state (the applicant has no one to "reload").
   */
  protected async run(
    req: ApplicantRequest,
    decide: (s: IdvState, now: string) => IdvEvent[],
    also?: (tx: Tx) => Promise<void>,
  ) {
    const { link } = req;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.tx(tenant(link.companyId), async (tx) => {
          const result = await decideAndAppend(
            this.store,
            tx,
            link.streamId,
            idvDecider,
            (s) => decide(s, new Date().toISOString()),
            applicantMetadata(link.companyId, req.correlationId),
          );
          if (also) await also(tx);
          return result.state;
        });
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError) || attempt >= 3) throw error;
      }
    }
  }
}

@CommandHandler(OpenCaptureLink)
export class OpenCaptureLinkHandler extends ApplicantHandler implements ICommandHandler<OpenCaptureLink> {
  constructor(
    db: Database,
    store: EventStore,
    private readonly companies: CompanyProfiles,
    private readonly retentionPages: RetentionPageIds,
    @Inject(IDV_SETTINGS) private readonly settings: IdvSettings,
  ) {
    super(db, store);
  }
  async execute({ req, device, language }: OpenCaptureLink): Promise<CapturePageResponse> {
    const state = await this.run(req, (s, now) => openLink(s, req.link.linkId, device, now));
    const link = state.links[req.link.linkId];
    const { companyId } = req.link;
    const company = await this.companies.name(companyId);
    const schedule = await this.db.tx(tenant(companyId), (tx) => retentionScheduleOf(tx, companyId));
    const accepted = link.consentVersion === this.settings.consentVersion;
    const text = consentText(language, {
      company,
      formType: req.link.formType,
      imagesDays: schedule.imagesDays,
      recordsDays: schedule.applicantRecordsDays,
    });
    const reason = state.resubmissionReason;
    return {
      company_name: company,
      first_name: req.link.firstName,
      form_type: req.link.formType,
      expires_at: link.expiresAt,
      // Staff asked for new photos: why, in the applicant's language (never the staff's own note).
      resubmission: reason
        ? { reason, message: translator(language)(`idvResubmission.reason.${reason}`) }
        : null,
      consent: {
        version: this.settings.consentVersion,
        accepted,
        face_comparison: accepted ? link.faceComparison : null,
        text: text.agreement,
        title: text.title,
        collected: text.collected,
        purpose: text.purpose,
        retention: text.retention,
        without_face: text.withoutFace,
        retention_page: `/retention/${this.retentionPages.of(companyId)}`,
      },
      uploaded: Object.fromEntries(IMAGE_KINDS.map((k) => [k, Boolean(state.images[k])])) as Record<
        ImageKind,
        boolean
      >,
      max_image_bytes: this.settings.maxImageBytes,
    };
  }
}

@CommandHandler(AcceptCaptureConsent)
export class AcceptCaptureConsentHandler
  extends ApplicantHandler
  implements ICommandHandler<AcceptCaptureConsent>
{
  constructor(db: Database, store: EventStore) {
    super(db, store);
  }
  async execute({ req, version, faceComparison }: AcceptCaptureConsent) {
    await this.run(req, (s, now) =>
      acceptConsent(s, req.link.linkId, { version, faceComparison }, req.ip ?? null, now),
    );
  }
}

/** The sealed bytes are written in the event's transaction: no event without its image, or the reverse. */
@CommandHandler(UploadCaptureImage)
export class UploadCaptureImageHandler
  extends ApplicantHandler
  implements ICommandHandler<UploadCaptureImage>
{
  constructor(
    db: Database,
    store: EventStore,
    private readonly media: IdvMediaStore,
    private readonly selfies: SelfieAdvisor,
  ) {
    super(db, store);
  }
  async execute({
    req,
    kind,
    image,
  }: UploadCaptureImage): Promise<{ selfieAdvice?: SelfieCheckAnswer | null }> {
    const { full } = image;
    await this.run(
      req,
      (s, now) =>
        uploadImage(
          s,
          req.link.linkId,
          {
            kind,
            sha256: image.sha256,
            bytes: full.data.length,
            width: full.width,
            height: full.height,
            format: image.sourceFormat,
          },
          now,
        ),
      (tx) => this.media.put(tx, req.link.companyId, req.link.idvId, kind, image),
    );
    if (kind !== 'selfie') return {};
    return { selfieAdvice: await this.selfies.check(req.link.idvId, req.link.companyId) };
  }
}

/** After commit the document check is queued by ids; the worker's sweep covers a lost enqueue. */
@CommandHandler(SubmitCapture)
export class SubmitCaptureHandler extends ApplicantHandler implements ICommandHandler<SubmitCapture> {
  constructor(
    db: Database,
    store: EventStore,
    @InjectQueue(DOCUMENT_CHECK_QUEUE) private readonly checks: Queue<DocumentCheckJob>,
  ) {
    super(db, store);
  }
  async execute({ req, mrz }: SubmitCapture) {
    const state = await this.run(req, (s, now) => submitCapture(s, req.link.linkId, mrz, now));
    const job: DocumentCheckJob = {
      idvId: req.link.idvId,
      companyId: req.link.companyId,
      submission: state.submissions,
    };
    await this.checks.add('check', job, documentCheckJobOptions(job));
  }
}
