import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.public';
import { RemindStudentHandler } from './cases/remind-student.command';
import { DataKeys, dataKeysFrom } from '../shared/crypto/data-keys';
import { RUNTIME, Runtime } from '../shared/runtime';
import { TenantKeys, tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { FinaidScans } from './scans/finaid-scans';
import { FinaidScansController } from './scans/scans.http.controller';
import { ChangeFinaidCaseHandler } from './cases/case.commands';
import { FinaidCasesController } from './cases/cases.http.controller';
import { FinaidExport } from './export/finaid-export';
import { FinaidCasesQueries } from './read-models/finaid-cases.queries';
import { FinaidHistory } from './read-models/finaid-history';
import { RecordSelectionsHandler } from './selections/record-selections.command';
import { SelectionsController } from './selections/selections.http.controller';
import { SendRemoteIdvLinkHandler } from './remote-idv/send-remote-link.command';
import { FinaidReminderScheduleController } from './reminders/reminder-schedule.controller';
import { FinaidReminderSchedules } from './reminders/reminder-schedules.service';

/** Financial-aid identity verification for the Department's V4/V5 selections (issue 35, docs/financial-aid.md). */
@Module({
  imports: [NotificationsModule],
  controllers: [
    SelectionsController,
    FinaidCasesController,
    FinaidScansController,
    FinaidReminderScheduleController,
  ],
  providers: [
    { provide: DataKeys, useFactory: (runtime: Runtime) => dataKeysFrom(runtime.secrets), inject: [RUNTIME] },
    {
      provide: TenantKeys,
      useFactory: (runtime: Runtime) => tenantKeysFrom(runtime.secrets),
      inject: [RUNTIME],
    },
    FinaidScans,
    RecordSelectionsHandler,
    RemindStudentHandler,
    ChangeFinaidCaseHandler,
    SendRemoteIdvLinkHandler,
    FinaidCasesQueries,
    FinaidHistory,
    FinaidExport,
    FinaidReminderSchedules,
  ],
})
export class FinancialAidModule {}
