import { api } from '../../app/api';
import { toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** One item of the queue (generated: ReviewItemResponse). */
export type ReviewItem = components['schemas']['ReviewItemResponse'];
export type ReviewKind = ReviewItem['kind'];
/** Open items per kind and per assignee, each the total of the list with that filter. */
export type ReviewQueueMeta = components['schemas']['ReviewQueuePageMetaResponse'];
/** A colleague and what they may decide (generated: ReviewColleagueResponse). */
export type ReviewColleague = components['schemas']['ReviewColleagueResponse'];
export type ReviewOutcome = components['schemas']['ReviewOutcome'];
/** One line of an applicant's review history (generated: ReviewHistoryEntryResponse). */
export type ReviewHistoryEntry = components['schemas']['ReviewHistoryEntryResponse'];
export type ReviewFormType = 'ADMISSIONS' | 'FINANCIAL_AID';
/** Why staff ask an applicant for new photos (generated: ResubmissionReason). */
export type ResubmissionReason = components['schemas']['ResubmissionReason'];
/** The company's four-eyes setting (generated: ReviewSettingsResponse). */
export type ReviewSettings = components['schemas']['ReviewSettingsResponse'];

/** The queue's filters as the server takes them: `assignee` is `unassigned`, `mine` or a user id. */
export interface ReviewFilters {
  kind?: ReviewKind;
  assignee?: string;
  form_type?: ReviewFormType;
  /** One applicant's items (the detail pages' review bar). */
  session?: string;
  /** An age bucket counted at `as_of` (the dashboard's backlog chart opens the page so). */
  age?: ReviewAgeBucket;
  as_of?: string;
}
export type ReviewAgeBucket = components['schemas']['ReviewAgeBucket'];

export interface ReviewPage extends Page<ReviewItem> {
  counts: Pick<ReviewQueueMeta, 'by_kind' | 'by_assignee'> | null;
}

const params = (filters: ReviewFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));

/**
 * The queue changes when anyone decides anything: IDV and watchlist decisions invalidate the
 * dashboard's tag, so the queue's lists provide it too and reload with them.
 */
const changed = ['Review' as const, 'Dashboard' as const];

// Approvals and new photos change the IDV's record and the screening shown on the applicant's page.
export const reviewApi = api.enhanceEndpoints({ addTagTypes: ['Idv', 'ReviewSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<ReviewPage, ListArgs & ReviewFilters>({
      query: ({ page, limit, sort, order, search: _search, ...filters }) => ({
        url: 'api/review-queue',
        params: { page, limit, ...(sort ? { sort, order } : {}), ...params(filters) },
      }),
      transformResponse: (response: Envelope<ReviewItem[]>, _meta, args) => {
        const meta = response.meta as ReviewQueueMeta | undefined;
        return {
          ...toPage(response, args),
          counts: meta ? { by_kind: meta.by_kind, by_assignee: meta.by_assignee } : null,
        };
      },
      providesTags: changed,
    }),
    reviewColleagues: build.query<ReviewColleague[], void>({
      query: () => 'api/review-queue/colleagues',
      transformResponse: (response: Envelope<ReviewColleague[]>) => response.data,
      providesTags: ['Team'],
    }),
    claimNextItem: build.mutation<ReviewItem | null, void>({
      query: () => ({ url: 'api/review-queue/next', method: 'POST' }),
      transformResponse: (response: Envelope<ReviewItem | null>) => response.data ?? null,
      invalidatesTags: changed,
    }),
    assignItem: build.mutation<ReviewItem, { id: string; userId?: number }>({
      query: ({ id, userId }) => ({
        url: `api/review-queue/${encodeURIComponent(id)}/assign`,
        method: 'POST',
        body: userId === undefined ? {} : { user_id: userId },
      }),
      transformResponse: (response: Envelope<ReviewItem>) => response.data,
      invalidatesTags: changed,
    }),
    releaseItem: build.mutation<ReviewItem, string>({
      query: (id) => ({ url: `api/review-queue/${encodeURIComponent(id)}/release`, method: 'POST' }),
      transformResponse: (response: Envelope<ReviewItem>) => response.data,
      invalidatesTags: changed,
    }),
    decideItem: build.mutation<ReviewItem, { id: string; outcome: ReviewOutcome; note: string }>({
      query: ({ id, outcome, note }) => ({
        url: `api/review-queue/${encodeURIComponent(id)}/decide`,
        method: 'POST',
        body: { outcome, note },
      }),
      transformResponse: (response: Envelope<ReviewItem>) => response.data,
      invalidatesTags: changed,
    }),
    decideApproval: build.mutation<ReviewItem, { id: string; approve: boolean; note: string }>({
      query: ({ id, approve, note }) => ({
        url: `api/review-queue/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`,
        method: 'POST',
        body: note ? { note } : {},
      }),
      transformResponse: (response: Envelope<ReviewItem>) => response.data,
      invalidatesTags: [...changed, 'Idv', 'Watchlist'],
    }),
    requestResubmission: build.mutation<
      Envelope<unknown>,
      { uuid: string; formType: ReviewFormType; reason: ResubmissionReason; note: string }
    >({
      query: ({ uuid, formType, reason, note }) => ({
        url: `api/idv/${encodeURIComponent(uuid)}/request-resubmission`,
        method: 'POST',
        body: { form_type: formType, reason, ...(note ? { note } : {}) },
      }),
      invalidatesTags: [...changed, 'Idv'],
    }),
    reviewSettings: build.query<ReviewSettings, void>({
      query: () => 'api/review-queue/settings',
      transformResponse: (response: Envelope<ReviewSettings>) => response.data,
      providesTags: ['ReviewSettings'],
    }),
    saveReviewSettings: build.mutation<Envelope<ReviewSettings>, ReviewSettings>({
      query: (body) => ({ url: 'api/review-queue/settings', method: 'PUT', body }),
      invalidatesTags: ['ReviewSettings'],
    }),
    reviewHistory: build.query<ReviewHistoryEntry[], string>({
      query: (uuid) => `api/applicants/${encodeURIComponent(uuid)}/review-history`,
      transformResponse: (response: Envelope<ReviewHistoryEntry[]>) => response.data,
      providesTags: changed,
    }),
    addNote: build.mutation<ReviewHistoryEntry, { uuid: string; note: string }>({
      query: ({ uuid, note }) => ({
        url: `api/applicants/${encodeURIComponent(uuid)}/notes`,
        method: 'POST',
        body: { note },
      }),
      transformResponse: (response: Envelope<ReviewHistoryEntry>) => response.data,
      invalidatesTags: ['Review'],
    }),
  }),
});

export const {
  useReviewHistoryQuery,
  useAddNoteMutation,
  useReviewQueueQuery,
  useReviewColleaguesQuery,
  useClaimNextItemMutation,
  useAssignItemMutation,
  useReleaseItemMutation,
  useDecideItemMutation,
  useDecideApprovalMutation,
  useRequestResubmissionMutation,
  useReviewSettingsQuery,
  useSaveReviewSettingsMutation,
} = reviewApi;
