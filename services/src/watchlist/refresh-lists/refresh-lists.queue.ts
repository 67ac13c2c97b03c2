export const WATCHLIST_REFRESH_QUEUE = 'watchlist-refresh';
export const REFRESH_SCHEDULER_ID = 'watchlist-refresh-schedule';

/** No payload: a refresh always fetches every list's current publication. */
export type RefreshListsJob = Record<string, never>;

/** The de-duplication id of refreshes asked for by an operator: one waits or runs at a time. */
export const MANUAL_REFRESH_ID = 'manual-refresh';
