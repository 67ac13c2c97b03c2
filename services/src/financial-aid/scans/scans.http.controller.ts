import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { ValidationError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import {
  ApiData,
  ApiErrors,
  ApiFile,
  ApiFileUpload,
} from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { readIsoDate } from '../selections/selection-row';
import { ScanStoredResponse } from '../financial-aid.response.dto';
import { FinaidScans } from './finaid-scans';

const MAX_SCAN_BYTES = 15 * 1024 * 1024;

/** Scanned IDs of a case: upload (the document checks run on it) and view. Financial-aid permission (3). */
@Controller('api/financial-aid/cases/:id/scans')
@CompanyStaff(Permission.RequestIdvFinancialAid)
export class FinaidScansController {
  constructor(private readonly scans: FinaidScans) {}

  @Post()
  @HttpCode(201)
  @ApiFileUpload(
    'The scanned ID (PNG, JPEG or WebP) in `file`; optional fields `mrz` (the passport’s MRZ lines, one per line) and `document_expiry` (YYYY-MM-DD), before the file.',
  )
  @ApiData(ScanStoredResponse, { status: 201 })
  @ApiErrors(404, 422)
  async upload(
    @Param('id', ParseUUIDPipe) id: string,
    @Req() request: FastifyRequest,
    @Ctx() ctx: RequestContext,
  ) {
    if (!request.isMultipart())
      throw new ValidationError([{ field: 'file', message: localized('error.multipartField') }]);
    const fields: Record<string, string> = {};
    let file: Buffer | null = null;
    for await (const part of request.parts({ limits: { fileSize: MAX_SCAN_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
      } else fields[part.fieldname] = String(part.value ?? '');
    }
    if (!file) throw new ValidationError([{ field: 'file', message: localized('finaid.scanFile') }]);
    const expiry = fields.document_expiry?.trim() || null;
    if (expiry && !readIsoDate(expiry))
      throw new ValidationError([
        { field: 'document_expiry', message: localized('finaid.dateFormat', { field: 'document_expiry' }) },
      ]);
    const mrzLines = (fields.mrz ?? '')
      .split(/\r?\n/)
      .map((l) => l.trim().toUpperCase())
      .filter(Boolean);
    const stored = await this.scans.store(
      ctx.user!.companyId!,
      id,
      file,
      mrzLines.length ? mrzLines : null,
      expiry,
    );
    return ok(stored, localized('finaid.scanStored'));
  }

  @Get(':scanId')
  @ApiFile(['image/png', 'image/jpeg'], 'The scanned ID.')
  @ApiErrors(404)
  async view(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('scanId', ParseUUIDPipe) scanId: string,
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const scan = await this.scans.open(ctx.user!.companyId!, id, scanId);
    reply.header('content-type', scan.contentType);
    reply.header('cache-control', 'no-store');
    return scan.data;
  }
}
