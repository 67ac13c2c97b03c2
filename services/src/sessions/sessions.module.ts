import { Module } from '@nestjs/common';
import { ExportSessionsController } from './export-sessions/export-sessions.http.controller';
import { ListSessionsController } from './list-sessions/list-sessions.http.controller';
import { SessionsReadModel } from './list-sessions/sessions.read-model';
import { StudentsController } from './students/students.http.controller';

/** Data-verification sessions: the list, the detail, the CSV export and the Students screens. */
@Module({
  controllers: [ListSessionsController, StudentsController, ExportSessionsController],
  providers: [SessionsReadModel],
  exports: [SessionsReadModel],
})
export class SessionsModule {}
