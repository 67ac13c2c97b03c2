import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { ReviewDecision, WatchlistHistoryEvent, WatchlistResult } from './watchlistTypes';

export const watchlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    watchlistResult: build.query<WatchlistResult | null, string>({
      query: (uuid) => `omni/watchlist-result/${encodeURIComponent(uuid)}`,
      transformResponse: (response: Envelope<WatchlistResult | null>) => response.data ?? null,
      providesTags: (_r, _e, uuid) => [{ type: 'Watchlist', id: uuid }],
    }),
    checkWatchlist: build.mutation<WatchlistResult | null, string>({
      query: (uuid) => ({ url: 'omni/watchlist-result', method: 'POST', body: { uuid } }),
      transformResponse: (response: Envelope<WatchlistResult | null>) => response.data ?? null,
      // A recheck or a review can move the session's overall risk (a confirmed match raises it): the
      // list, the detail and the dashboard's counts reload.
      invalidatesTags: (_r, _e, uuid) => [
        { type: 'Watchlist', id: `history-${uuid}` },
        { type: 'Session', id: uuid },
        { type: 'Session', id: 'LIST' },
        'Dashboard',
      ],
    }),
    /** `pendingApproval`: four-eyes filed clearing a confirmed match for a colleague's approval (202). */
    reviewMatch: build.mutation<
      { result: WatchlistResult | null; pendingApproval: boolean },
      { uuid: string; entryId: string; decision: ReviewDecision; reason: string }
    >({
      query: ({ uuid, entryId, decision, reason }) => ({
        url: `api/watchlist/${encodeURIComponent(uuid)}/matches/${encodeURIComponent(entryId)}/review`,
        method: 'POST',
        body: { decision, reason },
      }),
      transformResponse: (response: Envelope<WatchlistResult | null>, meta) => ({
        result: response.data ?? null,
        pendingApproval: meta?.response?.status === 202,
      }),
      invalidatesTags: (_r, _e, { uuid }) => [
        { type: 'Watchlist', id: `history-${uuid}` },
        { type: 'Session', id: uuid },
        { type: 'Session', id: 'LIST' },
        'Dashboard',
      ],
    }),
    watchlistHistory: build.query<WatchlistHistoryEvent[], string>({
      query: (uuid) => `api/watchlist/${encodeURIComponent(uuid)}/history`,
      transformResponse: (response: Envelope<WatchlistHistoryEvent[]>) =>
        Array.isArray(response.data) ? response.data : [],
      providesTags: (_r, _e, uuid) => [{ type: 'Watchlist', id: `history-${uuid}` }],
    }),
  }),
});

export const {
  useWatchlistResultQuery,
  useCheckWatchlistMutation,
  useReviewMatchMutation,
  useWatchlistHistoryQuery,
} = watchlistApi;
