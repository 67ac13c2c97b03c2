import { Worker } from 'bullmq';
import { dataKeysFrom } from '../shared/crypto/data-keys';
import { Runtime } from '../shared/runtime';
import { CsvImportWorkerDeps, startCsvImportWorker } from './run-import/csv-import.processor';
import { ImportFaults } from './run-import/import-runner';
import { importSettings } from './run-import/import-settings';

export type { ImportFaults };

/** What the CSV import processor needs from the process runtime. */
export async function csvImportDeps(runtime: Runtime): Promise<CsvImportWorkerDeps> {
  return {
    db: runtime.db,
    events: runtime.events,
    keys: dataKeysFrom(runtime.secrets),
    settings: importSettings(runtime.config.dataDir),
    redisUrl: runtime.redisUrl,
  };
}

/** The import side of the worker: the BullMQ CSV import processor (faults only in tests). */
export async function startApplicantImportWorker(runtime: Runtime, faults?: ImportFaults): Promise<Worker> {
  return startCsvImportWorker(await csvImportDeps(runtime), faults);
}
