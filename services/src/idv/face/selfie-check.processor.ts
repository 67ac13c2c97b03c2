import { Logger } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { startBullWorker } from '../../shared/queue/start-bull-worker';
import { IdvMediaStore } from '../media/idv-media-store';
import { FaceEngine } from './face-engine';
import { examineSelfie } from './face-examination';
import { SELFIE_CHECK_QUEUE, SelfieCheckAnswer, SelfieCheckJob } from './selfie-check.queue';

/** Judges the stored selfie of an IDV with the same rules as the document check (examineSelfie). */
export function startSelfieCheckWorker(deps: { db: Database; keys: TenantKeys; redisUrl: string }): {
  stop(): Promise<void>;
} {
  const media = new IdvMediaStore(deps.keys);
  const worker = startBullWorker<SelfieCheckJob, SelfieCheckAnswer>({
    queue: SELFIE_CHECK_QUEUE,
    redisUrl: deps.redisUrl,
    logger: new Logger('SelfieCheckWorker'),
    process: async (job) => {
      const { idvId, companyId } = job.data;
      const selfie = await deps.db.tx(tenant(companyId), (tx) =>
        media.get(tx, companyId, idvId, 'selfie', 'full'),
      );
      if (!selfie) return { usable: false, issue: 'noFace' };
      const result = await examineSelfie(selfie.data, await (await FaceEngine.get()).analyze(selfie.data));
      return result.usable ? { usable: true, issue: null } : { usable: false, issue: result.issue };
    },
    options: { concurrency: 1 },
  });
  return { stop: () => worker.close() };
}
