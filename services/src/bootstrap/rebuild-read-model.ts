import type { Projection } from '../shared/event-store/projection';
import { rebuildProjection } from '../shared/event-store/rebuild-projection';
import { purgeEveryErased } from '../privacy/erasure-start.public';
import { ERASURE_PURGES } from './erasure-purges';

/**
 * A read model rebuilt from position 0 with erased applicants kept out: the replay brings back what
 * the events still hold in clear, and every feature's purge takes it out again before the commit.
 */
export function rebuildReadModel(databaseUrl: string, projection: Projection): Promise<number> {
  return rebuildProjection(databaseUrl, projection, {
    afterReplay: (tx) => purgeEveryErased(tx, ERASURE_PURGES),
  });
}
