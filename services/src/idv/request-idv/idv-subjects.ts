import { Inject, Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { APPLICANT_DIRECTORY, ApplicantDirectory } from '../ports/applicant-directory.port';
import { IdvSubject } from '../idv.events';
import { IdvRecords } from '../read-models/idv-records.read-model';

/**
 * Who an IDV is about: a verification session (through the ApplicantDirectory port, which the sessions feature provides) or a
 * remote applicant registered by IDV itself (idv_subjects). Another tenant's uuid is "not found".
 */
@Injectable()
export class IdvSubjects {
  constructor(
    @Inject(APPLICANT_DIRECTORY) private readonly applicants: ApplicantDirectory,
    private readonly records: IdvRecords,
  ) {}

  async find(
    tx: Tx,
    companyId: number,
    uuid: string,
  ): Promise<{ subject: IdvSubject; source: 'session' | 'remote' }> {
    const remote = (
      await tx.query(
        `SELECT first_name, last_name, email, phone, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM idv_subjects
        WHERE company_id = $1 AND uuid = $2::uuid`,
        [companyId, uuid],
      )
    ).rows[0];
    if (remote) {
      return {
        source: 'remote',
        subject: {
          firstName: remote.first_name,
          lastName: remote.last_name,
          dateOfBirth: remote.dob,
          email: remote.email,
          phone: remote.phone,
        },
      };
    }
    const applicant = await this.applicants.find(companyId, uuid);
    // An erased applicant answers 410 "Erased on …": no new IDV is asked of them.
    if (!applicant)
      throw await this.records.goneOr(
        companyId,
        uuid,
        new NotFoundError('error.notFound.verificationSession'),
      );
    const { firstName, lastName, dateOfBirth, email, phone } = applicant;
    return { source: 'session', subject: { firstName, lastName, dateOfBirth, email, phone } };
  }
}
