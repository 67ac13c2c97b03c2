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

/** The queue's filters as the server takes them: `assignee` is `unassigned`, `mine` or a user id. */
export interface ReviewFilters {
  kind?: ReviewKind;
  assignee?: string;
  form_type?: ReviewFormType;
  /** One applicant's items (the detail pages' review bar). */
  session?: string;
}

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

export const reviewApi = api.injectEndpoints({
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
} = reviewApi;
