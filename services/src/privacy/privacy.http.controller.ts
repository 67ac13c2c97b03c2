import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnySignedIn,
  CompanyAdminOnly,
  CompanyStaff,
  Public,
  SuperAdminOnly,
} from '../shared/auth/access-policy.decorator';
import type { AuthUser, RequestContext } from '../shared/auth/auth-user';
import { ok } from '../shared/http/api-response';
import { IdParamPipe } from '../shared/http/id-param.pipe';
import { ApiData, ApiErrors, ApiFile, ApiMessage } from '../shared/http/openapi/api-responses.decorator';
import { Ctx, CurrentUser } from '../shared/http/request-context.decorator';
import { Lang, actorLabel, localized, storedActorName, translate, type Language } from '../shared/i18n';
import { CompanyProfiles } from '../identity/companies/company-profiles.public';
import { CertificatePdfRenderer } from './certificate/certificate-pdf-renderer';
import { certificatePdfHtml } from './certificate/certificate-pdf.template';
import { RecordsAccess, noteViewed } from '../access-log/records-access.public';
import { EraseApplicant, OffboardCompany } from './erasure/erasure.commands';
import { PrivacyQueries } from './erasure/privacy.queries';
import { SetLegalHold } from './legal-hold/legal-hold.commands';
import {
  EraseApplicantRequest,
  OffboardCompanyRequest,
  PrivacyReasonRequest,
  erasureReason,
} from './privacy.dto';
import type { ErasureFacts } from './privacy.events';
import { ApplicantPrivacyResponse, ErasureResponse } from './privacy.response.dto';
import { CertificateSigner } from './certificate/certificate-signer';

const erasureResponse = (f: ErasureFacts): ErasureResponse => ({
  erasure_id: f.erasureId,
  erased_at: f.at,
  applicants: f.subjects.length,
  key_ids: f.subjects.map((s) => s.keyId),
  rows_purged: f.purged,
});

/**
 * Erasure on request, legal holds, offboarding and the erasure certificates (docs/privacy.md).
 * An applicant is named by their session uuid (the same uuid names their IDVs' subject).
 */
@Controller()
export class PrivacyController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PrivacyQueries,
    private readonly signer: CertificateSigner,
    private readonly pdf: CertificatePdfRenderer,
    private readonly companies: CompanyProfiles,
  ) {}

  /**
   * The applicant's erasure and legal hold, their history (non-personal facts only), and the staff's
   * decisions and notes the event log keeps (texts erased with the applicant; `what` in the reader's
   * language).
   */
  @Get('api/applicants/:uuid/privacy')
  @CompanyStaff()
  @ApiData(ApplicantPrivacyResponse)
  @ApiErrors(404)
  async privacy(@Param('uuid') uuid: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.queries.applicant(user.companyId!, uuid, language));
  }

  /** Erases the applicant: keys destroyed, every read-model row deleted; refused under a legal hold. */
  @Post('api/applicants/:uuid/erase')
  @HttpCode(200)
  @CompanyAdminOnly()
  @ApiData(ErasureResponse)
  @ApiErrors(404, 422, [409, 'PRIVACY.LEGAL_HOLD, PRIVACY.ALREADY_ERASED.'])
  async erase(@Param('uuid') uuid: string, @Body() body: EraseApplicantRequest, @Ctx() ctx: RequestContext) {
    const { reason, reasonCode } = erasureReason(body);
    const facts = await this.commands.execute(new EraseApplicant(ctx, uuid, reason, reasonCode));
    return ok(erasureResponse(facts), localized('privacy.erased'));
  }

  @Post('api/applicants/:uuid/legal-hold')
  @HttpCode(200)
  @CompanyAdminOnly()
  @ApiMessage()
  @ApiErrors(404, 422, [409, 'PRIVACY.ALREADY_HELD, PRIVACY.ALREADY_ERASED.'])
  async hold(@Param('uuid') uuid: string, @Body() body: PrivacyReasonRequest, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetLegalHold(ctx, uuid, true, body.reason.trim()));
    return ok(undefined, localized('privacy.holdPlaced'));
  }

  @Post('api/applicants/:uuid/legal-hold/release')
  @HttpCode(200)
  @CompanyAdminOnly()
  @ApiMessage()
  @ApiErrors(404, 422, [409, 'PRIVACY.NOT_HELD, PRIVACY.ALREADY_ERASED.'])
  async release(@Param('uuid') uuid: string, @Body() body: PrivacyReasonRequest, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new SetLegalHold(ctx, uuid, false, body.reason.trim()));
    return ok(undefined, localized('privacy.holdReleased'));
  }

  /** Offboards a company: every applicant erased, its users disabled, the company closed. */
  @Post('admin/companies/:id/offboard')
  @HttpCode(200)
  @SuperAdminOnly()
  @ApiData(ErasureResponse)
  @ApiErrors(404, 422, [409, 'PRIVACY.LEGAL_HOLD.'])
  async offboard(
    @Param('id', IdParamPipe) id: number,
    @Body() body: OffboardCompanyRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const facts = await this.commands.execute(
      new OffboardCompany(ctx, id, body.confirm_name, body.reason.trim()),
    );
    return ok(erasureResponse(facts), localized('privacy.offboarded'));
  }

  /** The signed certificate (JSON): a company admin's erasures, a super admin's offboardings. */
  @Get('api/erasures/:id/certificate')
  @AnySignedIn()
  @ApiResponse({
    status: 200,
    description:
      'The signed erasure certificate, as a file: `certificate` (what, when, by whom, why, key ids destroyed, rows purged), `algorithm` and `signature` (docs/privacy.md, "Erasure certificate").',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['certificate', 'algorithm', 'signature'],
          properties: {
            certificate: { type: 'object', additionalProperties: true },
            algorithm: { type: 'string', enum: ['Ed25519'] },
            signature: { type: 'string', description: 'Base64 Ed25519 signature of the canonical JSON.' },
          },
        },
      },
    },
  })
  @ApiErrors(403, 404)
  @RecordsAccess('erasure.certificate', { detail: (r) => ({ erasure: (r.params as { id?: string }).id }) })
  async certificate(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const signed = await this.queries.certificate(user, id);
    noteViewed(request, { applicantIds: signed.certificate.applicants.map((a) => a.uuid) });
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="erasure-certificate-${signed.certificate.erasureId}.json"`,
      )
      .header('Cache-Control', 'private, no-store')
      .send(JSON.stringify(signed, null, 2));
  }

  /**
   * The same certificate as an accessible PDF, in the reader's language: the facts, the key ids
   * destroyed, and the signature with the public key's fingerprint (to check the JSON against).
   */
  @Get('api/erasures/:id/certificate/pdf')
  @AnySignedIn()
  @ApiFile(['application/pdf'], "The erasure certificate as a tagged PDF, in the reader's language.")
  @ApiErrors(403, 404)
  @RecordsAccess('erasure.certificate', {
    detail: (r) => ({ erasure: (r.params as { id?: string }).id, format: 'pdf' }),
  })
  async certificatePdf(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const signed = await this.queries.certificate(user, id);
    noteViewed(request, { applicantIds: signed.certificate.applicants.map((a) => a.uuid) });
    const c = signed.certificate;
    const pdf = await this.pdf.render(
      certificatePdfHtml({
        signed,
        language,
        companyName: c.companyName ?? (await this.companies.name(c.companyId)),
        generatedBy: actorLabel({ id: user.id, name: storedActorName(user) }, language),
        generatedAt: new Date().toISOString(),
      }),
    );
    const fileName = `${translate(language, 'erasureCertificate.fileName')}-${c.erasureId}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  }

  /** The public key that signs certificates (PEM), to verify one without any secret of ours. */
  @Get('api/erasure-certificates/public-key')
  @Public()
  @ApiFile(['application/x-pem-file'], 'The Ed25519 public key (SubjectPublicKeyInfo, PEM).')
  publicKey(@Res() reply: FastifyReply) {
    return reply.header('Content-Type', 'application/x-pem-file').send(this.signer.publicKeyPem());
  }
}
