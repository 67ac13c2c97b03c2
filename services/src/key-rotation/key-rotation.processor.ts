import { Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import * as path from 'node:path';
import { Runtime } from '../shared/runtime';
import { tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { dataKeysFrom } from '../shared/crypto/data-keys';
import { bullConnection } from '../shared/queue/bull-connection';
import { startBullWorker } from '../shared/queue/start-bull-worker';
import { KeyRotation } from './key-rotation';

export const KEY_ROTATION_QUEUE = 'key-rotation';

/** The job names the target key by its public id only. */
export interface KeyRotationJob {
  keyId: string;
}

export function keyRotationFromRuntime(runtime: Runtime): KeyRotation {
  return new KeyRotation({
    db: runtime.db,
    dataKeys: dataKeysFrom(runtime.secrets),
    tenantKeys: tenantKeysFrom(runtime.secrets),
    masters: runtime.secrets.dataKeys,
    importDir: path.join(runtime.config.dataDir, 'imports'),
  });
}

/**
 * Queues the rotation when this process holds older data keys besides the current one (after
 * `npm run keys -w services -- rotate` and a restart). The job id is the target key's id, so every
 * process that starts with the same keys queues the same job once.
 */
export async function queueKeyRotationIfDue(runtime: Runtime): Promise<string | null> {
  if (runtime.secrets.dataKeys.length < 2) return null;
  const rotation = keyRotationFromRuntime(runtime);
  const queue = new Queue<KeyRotationJob>(KEY_ROTATION_QUEUE, {
    connection: bullConnection(runtime.redisUrl),
  });
  try {
    await queue.add(
      'rotate',
      { keyId: rotation.keyId },
      {
        jobId: `rotate-${rotation.keyId}`,
        attempts: 10,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnFail: { count: 100 },
      },
    );
  } finally {
    await queue.close();
  }
  return rotation.keyId;
}

/**
 * Runs rotation jobs. A process whose current key is not the job's (started before the new key was
 * added) refuses the job, which is retried until a restarted process takes it; one job at a time.
 */
export function startKeyRotationWorker(runtime: Runtime): { stop(): Promise<void> } {
  const logger = new Logger('KeyRotation');
  const rotation = keyRotationFromRuntime(runtime);
  const worker = startBullWorker<KeyRotationJob>({
    queue: KEY_ROTATION_QUEUE,
    redisUrl: runtime.redisUrl,
    logger,
    process: async (job) => {
      if (job.data.keyId !== rotation.keyId)
        throw new Error(
          `this process's current data key is ${rotation.keyId}, not ${job.data.keyId}: restart it with the new key file`,
        );
      const outcome = await rotation.run();
      logger.log(`data key ${outcome.keyId}: ${outcome.rewritten} values re-encrypted, finished`);
      return outcome;
    },
    options: { concurrency: 1, lockDuration: 120_000 },
    onFailed: (job, error) => `rotation job ${job.id ?? ''} failed (${error.message}); it is retried`,
  });
  queueKeyRotationIfDue(runtime).catch((error) =>
    logger.error(`the key rotation could not be queued: ${(error as Error).message}`),
  );
  return { stop: () => worker.close() };
}
