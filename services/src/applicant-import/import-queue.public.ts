/**
 * What other features may know of the import's job queue: its name, so the readiness probe can ask
 * BullMQ whether the queue answers. The job's shape and options stay private to the import.
 */
export { CSV_IMPORT_QUEUE } from './run-import/import-queue';
