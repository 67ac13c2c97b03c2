import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Type } from '@nestjs/common';
import { CompanyProfiles } from '../identity/companies/company-profiles.public';
import { NotificationsModule } from '../notifications/notifications.public';
import { CaptureLinks } from './capture/capture-links';
import {
  AcceptCaptureConsentHandler,
  OpenCaptureLinkHandler,
  SubmitCaptureHandler,
  UploadCaptureImageHandler,
} from './capture/capture.commands';
import { CaptureController } from './capture/capture.http.controller';
import { ResolveCaptureLinkHandler } from './capture/capture-link.query';
import { DOCUMENT_CHECK_QUEUE } from './document-check/document-check.queue';
import { ExportIdvController } from './export-idv/export-idv.http.controller';
import { IdvCsvExport } from './export-idv/idv-csv.export';
import { ExportIdvCsvHandler } from './export-idv/export-idv.query';
import { GetIdvController } from './get-idv/get-idv.http.controller';
import { IdvHistoryController } from './idv-history/idv-history.http.controller';
import { GetIdvAsOfHandler, GetIdvHistoryHandler } from './idv-history/idv-history.query';
import { IdvReportController } from './idv-report/idv-report.http.controller';
import { GetReportFileHandler, GetReportJobHandler } from './idv-report/idv-report.queries';
import { IDV_REPORT_QUEUE } from './idv-report/idv-report.queue';
import { IDV_SETTINGS, idvSettings } from './idv-settings';
import { ListIdvController } from './list-idv/list-idv.http.controller';
import { ListIdvHandler } from './list-idv/list-idv.query';
import { CaptureLinkIssuer } from './manage-link/capture-link-issuer';
import { ResendCaptureLinkHandler, RevokeCaptureLinkHandler } from './manage-link/manage-link.commands';
import { ManageLinkController } from './manage-link/manage-link.http.controller';
import { IdvMediaStore } from './media/idv-media-store';
import { ResultEditorDecisions } from './staff-decision';
import { OverrideIdvResultHandler } from './override-idv-result/override-idv-result.command';
import { OverrideApprovals } from './override-idv-result/override-approvals';
import { RequestIdvResubmissionHandler } from './request-resubmission/request-resubmission.command';
import { RequestResubmissionController } from './request-resubmission/request-resubmission.http.controller';
import { OverrideIdvResultController } from './override-idv-result/override-idv-result.http.controller';
import { ReviewSelfieMatchHandler } from './review-selfie-match/review-selfie-match.command';
import { ReviewSelfieMatchController } from './review-selfie-match/review-selfie-match.http.controller';
import { GetIdvImageHandler, GetIdvRecordHandler } from './get-idv/get-idv.queries';
import { IdvRecords } from './read-models/idv-records.read-model';
import { ReportsReadModel } from './read-models/reports.read-model';
import { RequestReportHandler } from './request-report/request-report.command';
import { IdvRequester } from './request-idv/idv-requester';
import { IdvSubjects } from './request-idv/idv-subjects';
import { RequestIdvHandler } from './request-idv/request-idv.command';
import { RequestIdvController } from './request-idv/request-idv.http.controller';
import { TextRateLimits } from './request-idv/text-rate-limits';
import { RequestRemoteIdvHandler } from './request-remote-idv/request-remote-idv.command';
import { RequestIdvOnSubjectHandler } from './request-remote-idv/request-idv-on-subject.command';
import { RequestRemoteIdvController } from './request-remote-idv/request-remote-idv.http.controller';

import { SelfieAdvisor } from './face/selfie-advisor';
import { SELFIE_CHECK_QUEUE } from './face/selfie-check.queue';

/** ID document verification: requests, capture links, the applicant's capture API, checks, overrides, audit, reports. */
@Module({
  imports: [
    NotificationsModule,
    BullModule.registerQueue(
      { name: DOCUMENT_CHECK_QUEUE },
      { name: IDV_REPORT_QUEUE },
      { name: SELFIE_CHECK_QUEUE },
    ),
  ],
  controllers: [
    RequestIdvController,
    RequestRemoteIdvController,
    ManageLinkController,
    CaptureController,
    GetIdvController,
    ListIdvController,
    ExportIdvController,
    OverrideIdvResultController,
    RequestResubmissionController,
    ReviewSelfieMatchController,
    IdvHistoryController,
    IdvReportController,
  ],
  providers: [
    { provide: IDV_SETTINGS, useFactory: () => idvSettings() },
    // Another feature's query, used as it is (no access to its tables).
    CompanyProfiles,
    IdvRecords,
    GetIdvRecordHandler,
    GetIdvImageHandler,
    ListIdvHandler,
    GetIdvHistoryHandler,
    GetIdvAsOfHandler,
    IdvCsvExport,
    ExportIdvCsvHandler,
    ReportsReadModel,
    GetReportJobHandler,
    GetReportFileHandler,
    RequestReportHandler,
    IdvSubjects,
    IdvRequester,
    IdvMediaStore,
    CaptureLinkIssuer,
    CaptureLinks,
    ResolveCaptureLinkHandler,
    TextRateLimits,
    SelfieAdvisor,
    RequestIdvHandler,
    RequestRemoteIdvHandler,
    RequestIdvOnSubjectHandler,
    ResendCaptureLinkHandler,
    RevokeCaptureLinkHandler,
    OpenCaptureLinkHandler,
    AcceptCaptureConsentHandler,
    UploadCaptureImageHandler,
    SubmitCaptureHandler,
    OverrideIdvResultHandler,
    OverrideApprovals,
    RequestIdvResubmissionHandler,
    ResultEditorDecisions,
    ReviewSelfieMatchHandler,
  ],
})
export class IdvModule {
  /**
   * IDV with the module that provides its ApplicantDirectory port (ports/applicant-directory.port.ts),
   * chosen by the composition root: IDV imports nothing of the feature that implements it.
   */
  static withApplicantDirectory(directory: Type): DynamicModule {
    return { module: IdvModule, imports: [directory] };
  }
}
