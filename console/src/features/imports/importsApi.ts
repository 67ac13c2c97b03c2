import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { ImportJob } from './importModel';

export const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    imports: build.query<Page<ImportJob>, ListArgs>({
      query: (args) => ({ url: 'api/imports', params: listParams(args) }),
      transformResponse: (response: Envelope<ImportJob[]>, _meta, args) => toPage(response, args),
      providesTags: [{ type: 'Import', id: 'LIST' }],
    }),
    importJob: build.query<ImportJob, string>({
      query: (id) => `api/imports/${encodeURIComponent(id)}`,
      transformResponse: (response: Envelope<ImportJob>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'Import', id }],
    }),
    /** Continues a failed import from its last committed chunk; answers the import, queued again. */
    resumeImport: build.mutation<{ job: ImportJob; message?: string }, string>({
      query: (id) => ({ url: `api/imports/${encodeURIComponent(id)}/resume`, method: 'POST' }),
      transformResponse: (response: Envelope<ImportJob>) => ({
        job: response.data as ImportJob,
        message: response.message,
      }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Import', id },
        { type: 'Import', id: 'LIST' },
      ],
    }),
  }),
});

export const { useImportsQuery, useImportJobQuery, useResumeImportMutation } = importsApi;
