import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Public } from '../../shared/auth/access-policy.decorator';
import { ValidationError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { CompaniesReadModel } from '../../identity/companies/companies.read-model';
import { IMAGE_KINDS, ImageKind } from '../idv.events';
import { CONSENT_TEXT, IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { processUpload } from '../media/image-intake';
import { CaptureLinks } from './capture-links';
import { AcceptConsentRequest, SubmitCaptureRequest } from './capture.request.dto';
import { CapturePageResponse, CaptureUploadResponse } from './capture.response.dto';
import {
  AcceptCaptureConsent,
  ApplicantRequest,
  OpenCaptureLink,
  SubmitCapture,
  UploadCaptureImage,
} from './capture.commands';
import { deviceInfo } from './device-info';
import { Lang, translateIfKnown, type Language, localized } from '../../shared/i18n';
import { SelfieAdvisor } from '../face/selfie-advisor';
import {
  ApiData,
  ApiErrors,
  ApiFileUpload,
  ApiMessage,
} from '../../shared/http/openapi/api-responses.decorator';
import { ApiParam } from '@nestjs/swagger';

const FORM_LABEL = { ADMISSIONS: 'Admissions', FINANCIAL_AID: 'Financial Aid' } as const;

/** The applicant's page talks to these public routes; the token in the path is the only credential. */
@Controller('api/capture/:token')
@Public()
export class CaptureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly links: CaptureLinks,
    private readonly companies: CompaniesReadModel,
    @Inject(IDV_SETTINGS) private readonly settings: IdvSettings,
    private readonly selfies: SelfieAdvisor,
  ) {}

  @Get()
  @ApiData(CapturePageResponse, {
    description: 'What the capture page shows: company, first name, consent text, uploads so far.',
  })
  @ApiErrors(404, [409, 'IDV link state: the IDV was already submitted.'], 410, 429)
  async open(@Param('token') token: string, @Req() request: FastifyRequest) {
    const req = await this.applicant(token, request);
    const state = await this.commands.execute(
      new OpenCaptureLink(req, await deviceInfo(request.ip, request.headers['user-agent'])),
    );
    const link = state.links[req.link.linkId];
    const company = (await this.companies.get(req.link.companyId)).name;
    return ok<CapturePageResponse>({
      company_name: company,
      first_name: req.link.firstName,
      form_type: req.link.formType,
      expires_at: link.expiresAt,
      consent: {
        version: this.settings.consentVersion,
        accepted: link.consentVersion === this.settings.consentVersion,
        text: CONSENT_TEXT.replace('{company}', company).replace('{form}', FORM_LABEL[req.link.formType]),
      },
      uploaded: Object.fromEntries(IMAGE_KINDS.map((k) => [k, Boolean(state.images[k])])) as Record<
        ImageKind,
        boolean
      >,
      max_image_bytes: this.settings.maxImageBytes,
    });
  }

  @Post('consent')
  @ApiMessage()
  @ApiErrors(404, [409, 'IDV link state: the IDV was already submitted.'], 410, 429)
  @HttpCode(200)
  async consent(
    @Param('token') token: string,
    @Body() body: AcceptConsentRequest,
    @Req() request: FastifyRequest,
  ) {
    if (body.consent_version !== this.settings.consentVersion) {
      throw new ValidationError([{ field: 'consent_version', message: localized('error.consentChanged') }]);
    }
    await this.commands.execute(
      new AcceptCaptureConsent(await this.applicant(token, request), body.consent_version),
    );
    return ok(undefined, localized('message.thankYou'));
  }

  @Post('images/:kind')
  @ApiParam({ name: 'kind', enum: ['id_front', 'id_back', 'selfie'] })
  @ApiFileUpload('One photo (JPEG, PNG or WebP), at most the configured image size.')
  @ApiData(CaptureUploadResponse, {
    description: 'The stored size; for a selfie, `face_check` says whether it is usable.',
  })
  @ApiErrors(404, [409, 'IDV link state: the IDV was already submitted.'], 410, 429)
  @HttpCode(200)
  async upload(
    @Param('token') token: string,
    @Param('kind') kind: string,
    @Req() request: FastifyRequest,
    @Lang() language: Language,
  ) {
    if (!IMAGE_KINDS.includes(kind as ImageKind))
      throw new ValidationError([
        { field: 'kind', message: localized('error.oneOf', { values: IMAGE_KINDS.join(', ') }) },
      ]);
    const req = await this.applicant(token, request);
    const file = await (request as any).file?.({
      limits: { fileSize: this.settings.maxImageBytes, files: 1 },
    });
    if (!file) throw new ValidationError([{ field: 'file', message: localized('error.choosePhoto') }]);
    const image = await processUpload(await file.toBuffer(), this.settings.maxImagePixels);
    await this.commands.execute(new UploadCaptureImage(req, kind as ImageKind, image));
    // Issue 15: a selfie is judged at once (by a worker) so the page can say what to fix and retake;
    // the document check judges it again on submit, so a missing answer (null) loses nothing.
    const advice =
      kind === 'selfie' ? await this.selfies.check(req.link.idvId, req.link.companyId) : undefined;
    const faceCheck =
      advice === undefined
        ? {}
        : {
            face_check: advice && {
              usable: advice.usable,
              issue: advice.issue,
              message: advice.issue
                ? translateIfKnown(language, `faceIssue.${advice.issue}`, advice.issue)
                : null,
            },
          };
    return ok<CaptureUploadResponse>(
      { kind: kind as ImageKind, width: image.full.width, height: image.full.height, ...faceCheck },
      localized('message.uploaded'),
    );
  }

  @Post('submit')
  @ApiMessage()
  @ApiErrors(404, [409, 'IDV link state.'], 410, 429)
  @HttpCode(200)
  async submit(
    @Param('token') token: string,
    @Body() body: SubmitCaptureRequest,
    @Req() request: FastifyRequest,
  ) {
    await this.commands.execute(
      new SubmitCapture(await this.applicant(token, request), body.mrz?.length ? body.mrz : null),
    );
    return ok(undefined, localized('message.documentsSubmitted'));
  }

  private async applicant(token: string, request: FastifyRequest): Promise<ApplicantRequest> {
    return { link: await this.links.resolve(token, request.ip), ip: request.ip, correlationId: randomUUID() };
  }
}
