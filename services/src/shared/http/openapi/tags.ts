import { Type } from '@nestjs/common';

/**
 * The reference's sections, in reading order, with the controllers each groups (by class name: the
 * shared layer imports no feature). A controller missing here fails the document build, so a new
 * route cannot land ungrouped.
 */
export const TAGS: Array<{ name: string; description: string; controllers: string[] }> = [
  {
    name: 'Auth',
    description: 'Sign-in, sign-out, own account and password.',
    controllers: ['AuthController'],
  },
  {
    name: 'Sign-in sessions',
    description:
      "One's own sign-in sessions (list, end one, sign out everywhere), the session's timers and the company's session limits.",
    controllers: ['SignInSessionsController'],
  },
  {
    name: 'Single sign-on',
    description:
      "Sign-in through a school's identity provider (OIDC or SAML) and the company admin's settings for it.",
    controllers: ['SsoSignInController', 'SsoSettingsController'],
  },
  {
    name: 'Applicant push',
    description: "A school's system pushes applicants as JSON (docs/integrations.md).",
    controllers: ['PushApplicantsController'],
  },
  {
    name: 'Imports',
    description: 'CSV upload of applicants and the imports it starts.',
    controllers: ['UploadCsvController', 'SampleCsvController', 'ImportsController'],
  },
  {
    name: 'Sessions',
    description: 'Data-verification sessions: one per applicant, scored from the imported data.',
    controllers: ['ListSessionsController', 'StudentsController', 'ExportSessionsController'],
  },
  {
    name: 'IDV',
    description: 'Identity verification: request, the applicant link, records, history, overrides, reports.',
    controllers: [
      'RequestIdvController',
      'RequestRemoteIdvController',
      'ManageLinkController',
      'ListIdvController',
      'GetIdvController',
      'ExportIdvController',
      'OverrideIdvResultController',
      'RequestResubmissionController',
      'ReviewSelfieMatchController',
      'IdvHistoryController',
      'IdvReportController',
    ],
  },
  {
    name: 'Capture',
    description: "The applicant's capture page: public routes whose only credential is the link token.",
    controllers: ['CaptureController'],
  },
  {
    name: 'Watchlist',
    description: 'Sanctions screening: results, flagged matches and their review, list versions.',
    controllers: [
      'WatchlistResultController',
      'WatchlistAuditController',
      'RefreshListsController',
      'ReviewMatchController',
    ],
  },
  {
    name: 'Review queue',
    description: 'One work queue of what needs a person: list, next item, assign, release, decide.',
    controllers: ['ReviewQueueController', 'ReviewSettingsController', 'ApplicantNotesController'],
  },
  {
    name: 'Privacy',
    description:
      "Erasure on request, legal holds, offboarding a company and the signed erasure certificates; the company's retention schedule (staff read it, the company admin changes it) and its published page without sign-in, linked from the capture page's consent (docs/privacy.md).",
    controllers: ['PrivacyController', 'RetentionScheduleController'],
  },
  {
    name: 'Financial aid',
    description:
      'FAFSA V4/V5 identity verification: selections import and push, cases and their results, award-year cards, the Partner Portal export.',
    controllers: [
      'SelectionsController',
      'FinaidCasesController',
      'FinaidScansController',
      'FinaidReminderScheduleController',
    ],
  },
  {
    name: 'Dashboard',
    description: 'Counts and per-day trends for a reporting period.',
    controllers: ['DashboardStatsController', 'DashboardTrendsController'],
  },
  { name: 'Reason codes', description: 'The reason-code catalogue.', controllers: ['ReasonCodesController'] },
  {
    name: 'Companies',
    description: 'Super admin: companies, their admins and logos; branding.',
    controllers: ['CompaniesController', 'CompanyAdminsController', 'BrandingController'],
  },
  { name: 'Team', description: "A company admin's staff users.", controllers: ['TeamController'] },
  {
    name: 'Multi-factor',
    description:
      "The second step of a password sign-in, each user's own factors and recovery codes, a company's policy and the admin's reset.",
    controllers: ['MfaSignInController', 'MyMfaController', 'CompanyMfaController'],
  },
  {
    name: 'API keys',
    description: "A company admin's keys for systems.",
    controllers: ['ApiKeysController'],
  },
  {
    name: 'Webhooks',
    description: 'Signed event deliveries to HTTPS endpoints.',
    controllers: ['WebhooksController'],
  },
  {
    name: 'Access log',
    description:
      "Who saw which applicant's personal data: the company's lines (Auditor permission), counts for the super admin.",
    controllers: ['AccessLogController'],
  },
  {
    name: 'Outbox',
    description: 'Messages the product sent (demo and tests).',
    controllers: ['OutboxController'],
  },
  { name: 'Health', description: 'Liveness and readiness probes.', controllers: ['HealthController'] },
];

export function tagOf(controller: Type<unknown>): string {
  const tag = TAGS.find((t) => t.controllers.includes(controller.name));
  if (!tag) throw new Error(`OpenAPI: ${controller.name} has no tag in shared/http/openapi/tags.ts`);
  return tag.name;
}
