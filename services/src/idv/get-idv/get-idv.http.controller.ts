import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastifyReply, type FastifyRequest } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { ImageVariant, StoredImageKind } from '../media/idv-media-store';
import { GetIdvImage, GetIdvRecord } from './get-idv.queries';
import { Lang, type Language } from '../../shared/i18n';
import { idvRecordResponse } from './idv-record.response';
import { ApiData, ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { ApiParam, ApiQuery } from '@nestjs/swagger';
import { IdvRecordResponse } from './idv-record.response.dto';

const IMAGE_ROUTES: Record<string, [StoredImageKind, ImageVariant]> = {
  id_front: ['id_front', 'thumb'],
  full_id_front: ['id_front', 'full'],
  id_back: ['id_back', 'thumb'],
  full_id_back: ['id_back', 'full'],
  selfie: ['selfie', 'thumb'],
  full_selfie: ['selfie', 'full'],
  // The two faces the selfie match compared (issue 15), once the check has run.
  face_selfie: ['selfie_face', 'full'],
  face_portrait: ['portrait_face', 'full'],
};

import { RecordsAccess, loggableFilter } from '../../access-log/records-access.public';
const imageKind = (r: FastifyRequest) => String((r.params as { kind?: string }).kind ?? '');

/** Spec section 7 `GET /api/checkIDV/{id}?formType=` and the images its record links to. */
@Controller('api')
export class GetIdvController {
  constructor(private readonly queries: QueryBus) {}

  /** {id} is the IDV id, or the session uuid with formType (the verification detail's IDV tabs). */
  @Get('checkIDV/:id')
  @ApiQuery({
    name: 'formType',
    required: false,
    enum: ['ADMISSIONS', 'FINANCIAL_AID'],
    description: 'With a session uuid as {id}: which of its IDVs.',
  })
  @ApiData(IdvRecordResponse)
  @ApiErrors(404, [410, 'ERASED: the applicant was erased (the message says when).'])
  @CompanyStaff()
  @RecordsAccess('idv.detail', {
    param: 'id',
    detail: (r) => ({ formType: loggableFilter(r.query).formType }),
  })
  async check(
    @Param('id') id: string,
    @Query('formType') formType: string | undefined,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
    @Lang() language: Language,
  ) {
    const companyId = user.companyId!;
    const { row, crops } = await this.queries.execute(new GetIdvRecord(companyId, id, formType));
    reply.header('ETag', `"${row.version}"`);
    return ok(idvRecordResponse(row.view, language, crops, row.images_deleted_at));
  }

  /** Decrypted for the tenant's own staff only; never cached by a browser or proxy. */
  @Get('idv/:id/images/:kind')
  @ApiParam({
    name: 'kind',
    enum: [
      'id_front',
      'full_id_front',
      'id_back',
      'full_id_back',
      'selfie',
      'full_selfie',
      'face_selfie',
      'face_portrait',
    ],
  })
  @ApiFile(['image/jpeg', 'image/png', 'image/webp'], 'The image, decrypted.')
  @ApiErrors(404, [410, 'ERASED: the applicant was erased (the message says when).'])
  @CompanyStaff()
  @RecordsAccess((r) => (imageKind(r).startsWith('face_') ? 'idv.face' : 'idv.image'), {
    param: 'id',
    detail: (r) => ({ image: imageKind(r) }),
  })
  async image(
    @Param('id') id: string,
    @Param('kind') kind: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const route = IMAGE_ROUTES[kind];
    if (!route) throw new NotFoundError('error.notFound.image');
    const image = await this.queries.execute(new GetIdvImage(user.companyId!, id, route[0], route[1]));
    if (!image) throw new NotFoundError('error.notFound.image');
    return reply
      .header('Content-Type', image.contentType)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(image.data);
  }
}
