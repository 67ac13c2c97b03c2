import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** The single RTK Query API; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Me',
    'Branding',
    'Company',
    'Admin',
    'Team',
    'Session',
    'Import',
    'Watchlist',
    'Dashboard',
    'Review',
    'FinaidCase',
  ],
  endpoints: () => ({}),
});
