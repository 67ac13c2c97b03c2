import { identityAsyncProjections, identityInlineProjections } from './identity/identity.projections';
import { AsyncProjection, InlineProjection } from './shared/event-store/projection';

/** Every projection of the product, by kind; features add theirs here. */
export const INLINE_PROJECTIONS: InlineProjection[] = [...identityInlineProjections];
export const ASYNC_PROJECTIONS: AsyncProjection[] = [...identityAsyncProjections];

export function findProjection(name: string) {
  return [...INLINE_PROJECTIONS, ...ASYNC_PROJECTIONS].find((p) => p.name === name);
}
