import { Module } from '@nestjs/common';
import { APPLICANT_DIRECTORY } from '../idv/ports/applicant-directory.port';
import { SCREENING_SUBJECTS } from '../watchlist/ports/screening-subjects.port';
import { sessionScreeningSubjects } from './screening-subjects.adapter';
import { SessionsApplicantDirectory } from './applicant-directory.adapter';
import { ExportSessionsController } from './export-sessions/export-sessions.http.controller';
import { SessionsCsvExport } from './export-sessions/sessions-csv.stream';
import { ExportSessionsCsvHandler } from './export-sessions/export-sessions.query';
import { ListSessionsController } from './list-sessions/list-sessions.http.controller';
import { SessionsReadModel } from './list-sessions/sessions.read-model';
import { ListSessionsHandler } from './list-sessions/list-sessions.query';
import { GetSessionHandler } from './list-sessions/get-session.query';
import { StudentsController } from './students/students.http.controller';
import { ListStudentsHandler } from './students/list-students.query';

/** Data-verification sessions: the list, the detail, the CSV export and the Students screens. */
@Module({
  controllers: [ListSessionsController, StudentsController, ExportSessionsController],
  providers: [
    SessionsReadModel,
    ListSessionsHandler,
    GetSessionHandler,
    ListStudentsHandler,
    SessionsCsvExport,
    ExportSessionsCsvHandler,
    { provide: APPLICANT_DIRECTORY, useClass: SessionsApplicantDirectory },
    { provide: SCREENING_SUBJECTS, useValue: sessionScreeningSubjects },
  ],
  // IDV's ApplicantDirectory port, implemented by this feature (idv/ports/applicant-directory.port.ts).
  exports: [SessionsReadModel, APPLICANT_DIRECTORY, SCREENING_SUBJECTS],
})
export class SessionsModule {}
