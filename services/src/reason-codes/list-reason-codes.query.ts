import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Language } from '../shared/i18n';
import { ReasonCodeQuery, listReasonCodes } from './list-reason-codes';

/** One page of the Data Validation Reason Codes (the static catalogue), in the reader's language. */
export class ListReasonCodes extends Query<ReturnType<typeof listReasonCodes>> {
  constructor(
    readonly query: ReasonCodeQuery,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(ListReasonCodes)
export class ListReasonCodesHandler implements IQueryHandler<ListReasonCodes> {
  async execute({ query, language }: ListReasonCodes) {
    return listReasonCodes(query, language);
  }
}
