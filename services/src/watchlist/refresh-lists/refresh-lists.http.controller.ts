import { InjectQueue } from '@nestjs/bullmq';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { Queue } from 'bullmq';
import { SuperAdminOnly } from '../../shared/auth/access-policy.decorator';
import { ok } from '../../shared/http/api-response';
import { WATCHLIST_REFRESH_QUEUE } from './refresh-lists.queue';
import { ApiMessage } from '../../shared/http/openapi/api-responses.decorator';

/** Operators can refresh now (after a published update) instead of waiting for the schedule. */
@Controller('api/watchlist')
export class RefreshListsController {
  constructor(@InjectQueue(WATCHLIST_REFRESH_QUEUE) private readonly queue: Queue) {}

  @Post('refresh')
  @ApiMessage(202, 'Refresh queued; GET /api/watchlist/versions shows the outcome.')
  @SuperAdminOnly()
  @HttpCode(202)
  async refresh() {
    await this.queue.add('refresh', {}, { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } });
    return ok(
      undefined,
      `Refresh queued on ${WATCHLIST_REFRESH_QUEUE}; GET /api/watchlist/versions shows the outcome`,
    );
  }
}
