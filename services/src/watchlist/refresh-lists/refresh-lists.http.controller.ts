import { InjectQueue } from '@nestjs/bullmq';
import { Controller, HttpCode, Post } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { SuperAdminOnly } from '../../shared/auth/access-policy.decorator';
import { ok } from '../../shared/http/api-response';
import { MANUAL_REFRESH_ID, WATCHLIST_REFRESH_QUEUE } from './refresh-lists.queue';
import { ApiData } from '../../shared/http/openapi/api-responses.decorator';
import { RefreshQueuedResponse } from './refresh-queued.response.dto';
import { DEFAULT_LANGUAGE, Lang, localized, type Language } from '../../shared/i18n';

/**
 * Operators can refresh now (after a published update) instead of waiting for the schedule. A
 * refresh reloads every list in full, so a second request while one is waiting or running joins it
 * (BullMQ de-duplication by one id, held until that job completes or fails) instead of queueing
 * another full reload.
 */
@Controller('api/watchlist')
export class RefreshListsController {
  constructor(@InjectQueue(WATCHLIST_REFRESH_QUEUE) private readonly queue: Queue) {}

  @Post('refresh')
  @ApiData(RefreshQueuedResponse, {
    status: 202,
    description:
      'Refresh queued, or joined to the one already waiting or running; GET /api/watchlist/versions shows the outcome.',
  })
  @SuperAdminOnly()
  @HttpCode(202)
  async refresh(@Lang() language: Language = DEFAULT_LANGUAGE) {
    const jobId = randomUUID();
    const job = await this.queue.add(
      'refresh',
      {},
      {
        jobId,
        deduplication: { id: MANUAL_REFRESH_ID },
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      },
    );
    const joined = job.id !== jobId; // de-duplicated: BullMQ answers with the job already queued
    return ok<RefreshQueuedResponse>(
      { job_id: job.id!, joined },
      localized(joined ? 'message.refreshJoined' : 'message.refreshQueued'),
      language,
    );
  }
}
