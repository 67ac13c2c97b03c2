import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { OutboxPage, OutboxQuery, OutboxReadModel } from './outbox.read-model';

export type { OutboxQuery } from './outbox.read-model';

/**
 * One page of every company's texts and emails, newest first, with the count per delivery status
 * (outbox.read-model.ts says what is masked).
 */
export class ListOutbox extends Query<OutboxPage> {
  constructor(readonly query: OutboxQuery) {
    super();
  }
}

@QueryHandler(ListOutbox)
export class ListOutboxHandler implements IQueryHandler<ListOutbox> {
  constructor(private readonly outbox: OutboxReadModel) {}

  execute({ query }: ListOutbox) {
    return this.outbox.list(query);
  }
}
