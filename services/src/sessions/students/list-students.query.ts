import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ValidationError } from '../../shared/domain/domain-error';
import { localized, type Language } from '../../shared/i18n';
import { ListSessions, type SessionPageMeta } from '../list-sessions/list-sessions.query';
import type { SessionQuery } from '../list-sessions/session-filters';

/** Each Students screen and the IDV form type its students were asked for (null: every student). */
const FORMS: Record<string, 'ADMISSIONS' | 'FINANCIAL_AID' | null> = {
  all: null,
  admissions: 'ADMISSIONS',
  sas: 'FINANCIAL_AID',
};

/**
 * One page of a Students screen: every applicant (all), or those with an IDV request of the
 * Admissions or the Financial Aid (SFS) form type. The page is the sessions list's (ListSessions)
 * with its `idv_form` filter, which reads this feature's projection of the IDV events
 * (docs/imports.md "Students"); `meta.form` says which screen.
 */
export class ListStudents extends Query<{ data: string[]; meta: SessionPageMeta & { form: string } }> {
  constructor(
    readonly companyId: number,
    readonly query: SessionQuery,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(ListStudents)
export class ListStudentsHandler implements IQueryHandler<ListStudents> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ companyId, query, language }: ListStudents) {
    const form = typeof query.form === 'string' && query.form ? query.form.toLowerCase() : 'all';
    if (!Object.hasOwn(FORMS, form))
      throw new ValidationError([
        { field: 'form', message: localized('error.oneOf', { values: Object.keys(FORMS).join(', ') }) },
      ]);
    // The screen decides the form type; an idv_form of the caller's own is not mixed in.
    const { idv_form: _ignored, ...rest } = query;
    const idvForm = FORMS[form];
    const { data, meta } = await this.queries.execute(
      new ListSessions(companyId, idvForm ? { ...rest, idv_form: idvForm } : rest, language),
    );
    return { data, meta: { ...meta, form } };
  }
}
