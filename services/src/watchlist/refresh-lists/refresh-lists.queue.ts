export const WATCHLIST_REFRESH_QUEUE = 'watchlist-refresh';
export const REFRESH_SCHEDULER_ID = 'watchlist-refresh-schedule';

/** No payload: a refresh always fetches every list's current publication. */
export type RefreshListsJob = Record<string, never>;
