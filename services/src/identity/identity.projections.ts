import { AsyncProjection, InlineProjection } from '../shared/event-store/projection';
import { companiesProjection } from './companies/companies.projection';
import { companyStatsProjection } from './companies/company-stats.projection';
import { usersProjection } from './users/users.projection';
import { sessionPoliciesProjection } from './sign-in-sessions/session-policy.projection';

export const identityInlineProjections: InlineProjection[] = [
  companiesProjection,
  usersProjection,
  sessionPoliciesProjection,
];
export const identityAsyncProjections: AsyncProjection[] = [companyStatsProjection];
