import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { RUNTIME, Runtime } from '../shared/runtime';
import { DataKeys, dataKeysFrom } from '../shared/crypto/data-keys';
import { IMPORT_SETTINGS } from './applicant-import.tokens';
import { ImportsController } from './list-imports/imports.http.controller';
import { ImportsReadModel } from './list-imports/imports.read-model';
import {
  GetImportErrorsCsvHandler,
  GetImportHandler,
  ListImportsHandler,
} from './list-imports/imports.queries';
import { ResumeImportHandler } from './resume-import/resume-import.command';
import { CSV_IMPORT_QUEUE } from './run-import/import-queue';
import { importSettings } from './run-import/import-settings';
import { SampleCsvController } from './sample-csv/sample-csv.http.controller';
import { StartImportHandler } from './start-import/start-import.command';
import { UploadCsvController } from './upload-csv/upload-csv.http.controller';
import { PushApplicantsController } from './push-applicants/push-applicants.http.controller';
import { PushApplicantsHandler } from './push-applicants/push-applicants.command';

/** CSV imports of applicants: upload, the sample file, the imports list, start and resume. */
@Module({
  imports: [BullModule.registerQueue({ name: CSV_IMPORT_QUEUE })],
  controllers: [UploadCsvController, SampleCsvController, ImportsController, PushApplicantsController],
  providers: [
    { provide: DataKeys, useFactory: (runtime: Runtime) => dataKeysFrom(runtime.secrets), inject: [RUNTIME] },
    {
      provide: IMPORT_SETTINGS,
      useFactory: (runtime: Runtime) => importSettings(runtime.config.dataDir),
      inject: [RUNTIME],
    },
    StartImportHandler,
    ResumeImportHandler,
    PushApplicantsHandler,
    ImportsReadModel,
    ListImportsHandler,
    GetImportHandler,
    GetImportErrorsCsvHandler,
  ],
  exports: [BullModule],
})
export class ApplicantImportModule {}
