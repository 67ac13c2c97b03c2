import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { RUNTIME, Runtime } from '../shared/runtime';
import { DataKeys, dataKeysFrom } from './crypto/data-keys';
import { ExportSessionsController } from './export-sessions/export-sessions.http.controller';
import { CSV_IMPORT_QUEUE } from './import-applicants/import-queue';
import { importSettings } from './import-applicants/import-settings';
import { SampleCsvController } from './import-applicants/sample-csv.http.controller';
import { ResumeImportHandler } from './import-applicants/resume-import.command';
import { StartImportHandler } from './import-applicants/start-import.command';
import { UploadCsvController } from './import-applicants/upload-csv.http.controller';
import { ImportsController } from './imports/imports.http.controller';
import { ImportsReadModel } from './imports/imports.read-model';
import { ListSessionsController } from './list-sessions/list-sessions.http.controller';
import { SessionsReadModel } from './list-sessions/sessions.read-model';
import { StudentsController } from './students/students.http.controller';
import { IMPORT_SETTINGS } from './verifications.tokens';

/** CSV imports, data-verification sessions (list, detail, export) and the Students screens. */
@Module({
  imports: [BullModule.registerQueue({ name: CSV_IMPORT_QUEUE })],
  controllers: [
    UploadCsvController,
    SampleCsvController,
    ImportsController,
    ListSessionsController,
    StudentsController,
    ExportSessionsController,
  ],
  providers: [
    { provide: DataKeys, useFactory: (runtime: Runtime) => dataKeysFrom(runtime.secrets), inject: [RUNTIME] },
    {
      provide: IMPORT_SETTINGS,
      useFactory: (runtime: Runtime) => importSettings(runtime.config.dataDir),
      inject: [RUNTIME],
    },
    StartImportHandler,
    ResumeImportHandler,
    SessionsReadModel,
    ImportsReadModel,
  ],
  exports: [BullModule],
})
export class VerificationsModule {}
