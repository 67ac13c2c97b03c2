import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CreateCompany } from '../../services/src/identity/companies/company-commands';
import { CreateCompanyUser } from '../../services/src/identity/users/company-user-commands';
import { systemContext } from '../../services/src/shared/event-store/event-metadata';
import { TestApp } from './app-harness';
import { apiClient } from './http-client';
import { LISTED_PERSON, insertSession } from './watchlist-sessions';

const PASSWORD = 'Queue!Reviewer42';

/** The review queue tests' helpers (test/api/review-queue.e2e-spec.ts): staff and watchlist items. */
export function reviewQueueHelpers(t: TestApp) {
  const api = apiClient(t.baseUrl);
  return {
    /** A company created as the super admin's command creates one; its id. */
    async company(name: string): Promise<number> {
      const { id } = await t.app
        .get(CommandBus)
        .execute(new CreateCompany(systemContext(randomUUID()), name));
      return id;
    },
    /** A company user created as the seed creates them, signed in. */
    async staff(company: number, email: string, permissions: number[]): Promise<string> {
      await t.app.get(CommandBus).execute(
        new CreateCompanyUser(systemContext(randomUUID()), {
          companyId: company,
          email,
          firstName: 'Rev',
          lastName: email.split('@')[0],
          userType: 3,
          permissions,
          password: PASSWORD,
          mustChangePassword: false,
        }),
      );
      return api.login(email, PASSWORD);
    },
    async myId(token: string): Promise<number> {
      return (await api.call('GET', '/api/users/me', { token })).body.data.id;
    },
    /** A listed person's session screened through the product's route: a watchlist item with every match. */
    async screenedListedPerson(company: number, token: string) {
      const uuid = await insertSession(t, company, LISTED_PERSON);
      const r = await api.call('POST', '/omni/watchlist-result', { token, body: { uuid } });
      if (r.status !== 200) throw new Error(`screening: ${r.status} ${JSON.stringify(r.body)}`);
      return { uuid, entryIds: (r.body.data.matches as { entryId: string }[]).map((m) => m.entryId) };
    },
  };
}
