import { Injectable } from '@nestjs/common';
import { Tx } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { SessionsReadModel } from '../../sessions/list-sessions/sessions.read-model';
import { IdvSubject } from '../idv.events';

/**
 * Who an IDV is about: a verification session (through the verifications feature's own query) or a
 * remote applicant registered by IDV itself (idv_subjects). Another tenant's uuid is "not found".
 */
@Injectable()
export class IdvSubjects {
  constructor(private readonly sessions: SessionsReadModel) {}

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
    const session = await this.sessions.get(uuid, companyId).catch((error) => {
      if (error instanceof NotFoundError) throw new NotFoundError('Verification session');
      throw error;
    });
    return {
      source: 'session',
      subject: {
        firstName: session.first_name,
        lastName: session.last_name,
        dateOfBirth: session.date_of_birth ?? null,
        email: session.email ?? null,
        phone: session.phone ?? null,
      },
    };
  }
}
