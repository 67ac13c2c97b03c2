import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { SuperAdminOnly } from '../shared/auth/access-policy.decorator';
import { page } from '../shared/http/api-response';
import { ListOutbox, type OutboxQuery } from './outbox.query';
import { ApiData } from '../shared/http/openapi/api-responses.decorator';
import { OutboxCountsResponse, OutboxMessageResponse } from './outbox.response.dto';

/**
 * The outbox for the super admin, newest first: delivery status, attempts, errors and counts per
 * status of every text and email (outbox.read-model.ts says what is masked).
 */
@Controller('api/outbox')
@SuperAdminOnly()
export class OutboxController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiData(OutboxMessageResponse, {
    paged: true,
    extra: { counts: OutboxCountsResponse },
    description: 'A page of messages, newest first, and the count per delivery status.',
  })
  async list(@Query() query: OutboxQuery) {
    const { messages, meta, counts } = await this.queries.execute(new ListOutbox(query));
    return { ...page(messages, meta), counts };
  }
}
