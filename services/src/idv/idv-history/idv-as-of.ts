import { ValidationError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';
import type { Recorded, RecordedEvent } from '../../shared/domain/event';
import type { IdvEvent } from '../idv.events';
import { IdvView, evolveIdvView } from '../read-models/idv-view';

/** The record as it stood at a point of its stream, and the last event folded into it. */
export interface IdvAsOf {
  view: IdvView;
  version: number;
  recordedAt: Recorded<IdvEvent>['recordedAt'];
}

/** `at` is a stream version (a whole number) or an ISO time; the fold stops after the last event at or before it. */
export function eventsUpTo<E extends RecordedEvent>(events: E[], at: string): E[] {
  if (/^\d+$/.test(at)) return events.filter((e) => e.streamVersion <= Number(at));
  const time = Date.parse(at);
  if (Number.isNaN(time))
    throw new ValidationError([{ field: 'at', message: localized('error.isoTimeOrVersion') }]);
  return events.filter((e) => new Date(e.recordedAt).getTime() <= time);
}

/**
 * The record as it stood at `at`: the same fold as the live read model (evolveIdvView), over the
 * prefix of the stream up to `at`. Null when the IDV did not exist yet then.
 */
export function idvAsOf(events: Recorded<IdvEvent>[], at: string): IdvAsOf | null {
  const prefix = eventsUpTo(events, at);
  let view: IdvView | null = null;
  for (const event of prefix) {
    view = evolveIdvView(view, event);
    if (view) view.version = event.streamVersion;
  }
  if (!view) return null;
  const last = prefix[prefix.length - 1];
  return { view, version: last.streamVersion, recordedAt: last.recordedAt };
}
