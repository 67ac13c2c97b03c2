import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccessLogController } from './access-log.http.controller';
import {
  CountAccessLogLinesHandler,
  ExportAccessLogCsvHandler,
  ListAccessLogActorsHandler,
  ListAccessLogHandler,
} from './access-log.queries';
import { AccessLogReadModel } from './access-log.read-model';
import { AccessLogStore } from './access-log.store';
import { SecurityEventLog } from './security-event-log';

/** The access log of reads of personal data (docs/access-log.md). */
@Module({
  imports: [CqrsModule],
  controllers: [AccessLogController],
  providers: [
    AccessLogStore,
    AccessLogReadModel,
    ListAccessLogHandler,
    ListAccessLogActorsHandler,
    ExportAccessLogCsvHandler,
    CountAccessLogLinesHandler,
    SecurityEventLog,
  ],
  exports: [AccessLogStore, SecurityEventLog],
})
export class AccessLogModule {}
