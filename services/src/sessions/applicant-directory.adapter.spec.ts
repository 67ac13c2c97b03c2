import type { Database } from '../shared/database/database';
import { NotFoundError } from '../shared/domain/domain-error';
import { SessionsApplicantDirectory } from './applicant-directory.adapter';
import type { SessionsReadModel } from './list-sessions/sessions.read-model';

const session = {
  uuid: '3f0c2a4e-9b1d-4c7a-8e2f-1a2b3c4d5e6f',
  first_name: 'Ana',
  last_name: 'Lopez',
  date_of_birth: '1990-04-01',
  email: 'ana@example.org',
  phone: null,
};

function directory(get: (uuid: string, companyId: number) => Promise<unknown>) {
  // find() reads no review history: the database is not reached.
  return new SessionsApplicantDirectory({ get } as unknown as SessionsReadModel, {} as Database);
}

describe('SessionsApplicantDirectory (IDV’s ApplicantDirectory port)', () => {
  it('Given a session of the tenant, Then the applicant IDV needs, nothing more', async () => {
    const found = await directory(async () => session).find(7, session.uuid);
    expect(found).toEqual({
      uuid: session.uuid,
      firstName: 'Ana',
      lastName: 'Lopez',
      dateOfBirth: '1990-04-01',
      email: 'ana@example.org',
      phone: null,
    });
  });

  it('Given a missing or another tenant’s uuid, Then null (IDV answers its own 404)', async () => {
    const missing = directory(async () => {
      throw new NotFoundError('error.notFound.session');
    });
    await expect(missing.find(7, session.uuid)).resolves.toBeNull();
  });

  it('Given a failure that is not "not found", Then it is not hidden as a missing applicant', async () => {
    const broken = directory(async () => {
      throw new Error('connection reset');
    });
    await expect(broken.find(7, session.uuid)).rejects.toThrow('connection reset');
  });
});
