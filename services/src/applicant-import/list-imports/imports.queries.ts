import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PassThrough, type Readable } from 'node:stream';
import type { PageMeta } from '../../shared/http/api-response';
import type { PagingQuery } from '../../shared/http/paging';
import type { Language } from '../../shared/i18n';
import { ImportView, ImportsReadModel } from './imports.read-model';

/** One page of the company's imports, newest first unless sorted otherwise. */
export class ListImports extends Query<{ data: ImportView[]; meta: PageMeta }> {
  constructor(
    readonly companyId: number,
    readonly query: PagingQuery,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(ListImports)
export class ListImportsHandler implements IQueryHandler<ListImports> {
  constructor(private readonly imports: ImportsReadModel) {}

  execute({ companyId, query, language }: ListImports) {
    return this.imports.list(query, companyId, language);
  }
}

/** One import and its progress (a malformed, missing or other tenant's id is NotFoundError). */
export class GetImport extends Query<ImportView> {
  constructor(
    readonly companyId: number,
    readonly importId: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetImport)
export class GetImportHandler implements IQueryHandler<GetImport> {
  constructor(private readonly imports: ImportsReadModel) {}

  execute({ companyId, importId, language }: GetImport) {
    return this.imports.get(importId, companyId, language);
  }
}

/**
 * The row-error report of one import as CSV, in the reader's language: the import is found first
 * (a missing one is NotFoundError before any byte), then the report streams from a cursor.
 */
export class GetImportErrorsCsv extends Query<{ importId: string; csv: Readable }> {
  constructor(
    readonly companyId: number,
    readonly importId: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetImportErrorsCsv)
export class GetImportErrorsCsvHandler implements IQueryHandler<GetImportErrorsCsv> {
  constructor(private readonly imports: ImportsReadModel) {}

  async execute({ companyId, importId, language }: GetImportErrorsCsv) {
    const found = await this.imports.get(importId, companyId);
    const csv = new PassThrough();
    this.imports.streamErrors(companyId, found.import_id, language, csv).catch((error) => csv.destroy(error));
    return { importId: found.import_id, csv };
  }
}
