import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import type { Recorded, RecordedEvent } from '../../shared/domain/event';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { idvRecordResponse } from '../get-idv/idv-record.response';
import { IdvEvent } from '../idv.events';
import { IdvView, evolveIdvView } from '../read-models/idv-view';
import { GetIdvEvents } from './idv-history.query';
import { timeline } from './idv-timeline';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { ApiQuery } from '@nestjs/swagger';
import { IdvRecordAsOfResponse } from '../get-idv/idv-record.response.dto';
import { IdvHistoryEntryResponse } from './idv-history.response.dto';

/** `at` is a stream version (a whole number) or an ISO time; the fold stops after the last event at or before it. */
export function eventsUpTo<E extends RecordedEvent>(events: E[], at: string): E[] {
  if (/^\d+$/.test(at)) return events.filter((e) => e.streamVersion <= Number(at));
  const time = Date.parse(at);
  if (Number.isNaN(time))
    throw new ValidationError([{ field: 'at', message: localized('error.isoTimeOrVersion') }]);
  return events.filter((e) => new Date(e.recordedAt).getTime() <= time);
}

/** The audit trail of an IDV, straight from its event stream. */
@Controller('api/idv/:id')
export class IdvHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('history')
  @ApiData(IdvHistoryEntryResponse, { isArray: true })
  @ApiErrors(404)
  @CompanyStaff()
  async history(@Param('id') id: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const events = await this.stream(id, user.companyId!);
    return ok(timeline(events, language));
  }

  /** The record as it stood then: the same fold as the live read model, over a prefix of the stream. */
  @Get('as-of')
  @ApiQuery({
    name: 'at',
    required: true,
    description: 'A stream version (whole number) or an ISO time.',
    schema: { type: 'string' },
  })
  @ApiData(IdvRecordAsOfResponse)
  @ApiErrors(404)
  @CompanyStaff()
  async asOf(
    @Param('id') id: string,
    @Query('at') at: string | undefined,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ) {
    if (!at) throw new ValidationError([{ field: 'at', message: localized('error.required') }]);
    const prefix = eventsUpTo(await this.stream(id, user.companyId!), at);
    let view: IdvView | null = null;
    for (const event of prefix) {
      view = evolveIdvView(view, event);
      if (view) view.version = event.streamVersion;
    }
    if (!view) throw new NotFoundError('error.notFound.idvAt');
    const last = prefix[prefix.length - 1];
    return ok({
      ...idvRecordResponse(view, language),
      as_of: { version: last.streamVersion, recorded_at: last.recordedAt },
    });
  }

  private stream(id: string, companyId: number): Promise<Recorded<IdvEvent>[]> {
    return this.queries.execute(new GetIdvEvents(companyId, id));
  }
}
