import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FastifyRequest } from 'fastify';
import { Public } from '../../shared/auth/access-policy.decorator';
import { ValidationError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { IMAGE_KINDS, ImageKind } from '../idv.events';
import { IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { processUpload } from '../media/image-intake';
import { ResolveCaptureLink } from './capture-link.query';
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
import {
  ApiData,
  ApiErrors,
  ApiFileUpload,
  ApiMessage,
} from '../../shared/http/openapi/api-responses.decorator';
import { ApiParam } from '@nestjs/swagger';

/** The applicant's page talks to these public routes; the token in the path is the only credential. */
@Controller('api/capture/:token')
@Public()
export class CaptureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(IDV_SETTINGS) private readonly settings: IdvSettings,
  ) {}

  @Get()
  @ApiData(CapturePageResponse, {
    description: 'What the capture page shows: company, first name, consent text, uploads so far.',
  })
  @ApiErrors(404, [409, 'IDV link state: the IDV was already submitted.'], 410, 429)
  async open(@Param('token') token: string, @Req() request: FastifyRequest, @Lang() language: Language) {
    const req = await this.applicant(token, request);
    return ok<CapturePageResponse>(
      await this.commands.execute(
        new OpenCaptureLink(req, await deviceInfo(request.ip, request.headers['user-agent']), language),
      ),
    );
  }

  /**
   * The applicant's answer: "I agree" (face_comparison true, the default) or the documents-only path
   * (false: no selfie is accepted and no face comparison runs; staff review the IDV).
   */
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
      new AcceptCaptureConsent(
        await this.applicant(token, request),
        body.consent_version,
        body.face_comparison ?? true,
      ),
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
    const file = await request.file?.({
      limits: { fileSize: this.settings.maxImageBytes, files: 1 },
    });
    if (!file) throw new ValidationError([{ field: 'file', message: localized('error.choosePhoto') }]);
    const image = await processUpload(await file.toBuffer(), this.settings.maxImagePixels);
    // Issue 15: a selfie is judged at once (by a worker) so the page can say what to fix and retake;
    // the document check judges it again on submit, so a missing answer (null) loses nothing.
    const { selfieAdvice: advice } = await this.commands.execute(
      new UploadCaptureImage(req, kind as ImageKind, image),
    );
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

  private applicant(token: string, request: FastifyRequest): Promise<ApplicantRequest> {
    return this.queries.execute(new ResolveCaptureLink(token, request.ip));
  }
}
