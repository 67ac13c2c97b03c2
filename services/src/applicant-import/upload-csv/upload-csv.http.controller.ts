import { Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { DomainError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { DataKeys } from '../../shared/crypto/data-keys';
import { IMPORT_SETTINGS } from '../applicant-import.tokens';
import { ImportSettings, importFilePath } from '../run-import/import-settings';
import { StartImport } from '../start-import/start-import.command';
import { EarlyRejects, isCsvFileName } from './upload-check';
import { receiveUpload, uploadRefused } from './upload-receiver';
import { Lang, localized, renderFieldErrors, type Language, type Localized } from '../../shared/i18n';
import { ApiData, ApiErrors, ApiFileUpload } from '../../shared/http/openapi/api-responses.decorator';
import { ImportStartedResponse } from '../list-imports/import.response.dto';

const oneFile = (message: Localized) =>
  new DomainError('IMPORT.ONE_FILE', message, 422, [{ field: 'file', message }]);

/** Spec section 7 `POST /api/read-file`: one .csv file in the multipart field `file`. */
@Controller('api/read-file')
export class UploadCsvController {
  constructor(
    private readonly commands: CommandBus,
    private readonly keys: DataKeys,
    @Inject(IMPORT_SETTINGS) private readonly settings: ImportSettings,
  ) {}

  @Post()
  @ApiFileUpload(
    'One .csv file of applicants (the columns of GET /api/sample.csv), at most the configured upload size.',
  )
  @ApiData(ImportStartedResponse, {
    status: 202,
    withErrors: true,
    description: 'Import started; `errors` lists the first rows that will be rejected, if any.',
  })
  @ApiErrors(
    [409, 'IMPORT.EXISTS: the same file was already imported.'],
    [413, 'IMPORT.TOO_LARGE.'],
    [415, 'IMPORT.NOT_CSV.'],
    [422, 'IMPORT.ONE_FILE, IMPORT.INVALID_FILE.'],
    [503, 'IMPORT.QUEUE_UNAVAILABLE.'],
  )
  @HttpCode(202)
  @CompanyStaff(Permission.UploadData)
  async upload(
    @Req() request: FastifyRequest,
    @Ctx() ctx: RequestContext,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ) {
    if (!request.isMultipart()) throw oneFile(localized('error.multipartField'));
    const importId = randomUUID();
    const companyId = user.companyId!;
    const target = importFilePath(this.settings, companyId, importId);
    let stored: { fileName: string; bytes: number; sha256: string } | undefined;
    let early: EarlyRejects = { rows: 0, errors: [] };
    try {
      // The per-route limit replaces the logo-sized default registered for every route.
      for await (const part of request.parts({
        limits: { fileSize: this.settings.maxBytes, files: 1, fields: 10 },
      })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') throw oneFile(localized('error.fileField'));
        if (!isCsvFileName(part.filename))
          throw uploadRefused({
            status: 415,
            message: localized('error.csvOnly'),
            errors: [{ field: 'file', message: localized('error.csvOnly') }],
          });
        const { early: rejects, ...upload } = await receiveUpload(
          part.file,
          target,
          this.keys.key(companyId, 'import-file'),
          this.settings.maxBytes,
        );
        stored = { fileName: part.filename.trim().slice(0, 255), ...upload };
        early = rejects;
      }
    } catch (error) {
      await fs.promises.rm(target, { force: true });
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
        throw oneFile(localized('error.oneFileOnly'));
      throw error;
    }
    if (!stored) throw oneFile(localized('error.chooseCsv'));
    await this.commands.execute(
      new StartImport(ctx, user, { importId, ...stored, chunkRows: this.settings.chunkRows }),
    );
    if (!early.rows) return ok({ import_id: importId }, localized('error.uploadStarted'));
    // Spec section 7's upload answer carries errors: here the first rows that will be rejected, said at once.
    return {
      ...ok({ import_id: importId }, localized('error.uploadStartedRejects', { rows: early.rows })),
      // In the uploader's language, like every error answer (shared/i18n).
      errors: renderFieldErrors(language, early.errors),
    };
  }
}
