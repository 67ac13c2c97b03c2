import { Logger } from '@nestjs/common';
import * as path from 'node:path';
import { Runtime } from '../shared/runtime';
import { tenantKeysFrom } from '../shared/crypto/tenant-keys';
import {
  emailGatewayFromEnv,
  smsGatewayFromEnv,
  startOutboxWorker,
} from '../notifications/notifications.public';
import { startDocumentCheckWorker } from './document-check/document-check.processor';
import { idvProviderFromEnv } from './document-check/idv-provider';
import { startSelfieCheckWorker } from './face/selfie-check.processor';
import { startIdvReportWorker } from './idv-report/idv-report.processor';
import { idvSettings } from './idv-settings';
import { idvLinkDeliveryRecorder } from './manage-link/link-delivery-recorder';
import { ApplicantDirectory } from './ports/applicant-directory.port';

/** The IDV side of the worker: outbox delivery (outcomes go into the IDV history), document checks and PDF reports (BullMQ). */
export async function startIdvWorkers(
  runtime: Runtime,
  applicants: ApplicantDirectory,
): Promise<{ stop(): Promise<void> }> {
  const keys = tenantKeysFrom(runtime.secrets);
  const base = { db: runtime.db, keys, redisUrl: runtime.redisUrl };
  const workers = [
    startOutboxWorker({
      ...base,
      sms: smsGatewayFromEnv(),
      email: emailGatewayFromEnv(),
      onOutcome: idvLinkDeliveryRecorder(runtime.events),
    }),
    startDocumentCheckWorker({ ...base, events: runtime.events, provider: idvProviderFromEnv() }),
    startSelfieCheckWorker(base),
    startIdvReportWorker({
      ...base,
      events: runtime.events,
      chromiumPath: idvSettings().chromiumPath,
      chromiumProfiles: path.join(runtime.config.dataDir, 'chromium'),
      warmChromium: process.env.REPORT_CHROMIUM !== 'on-demand',
      applicants,
    }),
  ];
  new Logger('IdvWorkers').log('outbox, document-check and report workers started');
  return {
    stop: async () => {
      for (const w of workers) await w.stop();
    },
  };
}
