import { AsyncProjection, InlineProjection } from '../shared/event-store/projection';
import { companiesProjection } from './companies/companies.projection';
import { companyStatsProjection } from './companies/company-stats.projection';
import { usersProjection } from './users/users.projection';

export const identityInlineProjections: InlineProjection[] = [companiesProjection, usersProjection];
export const identityAsyncProjections: AsyncProjection[] = [companyStatsProjection];
