import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';

export interface Branding {
  logo_url: string | null;
}

export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyBranding: build.query<Branding, number>({
      query: (userId) => `get-company-branding/${userId}`,
      transformResponse: (response: Envelope<Branding | null>) => ({
        logo_url: response.data?.logo_url ?? null,
      }),
      providesTags: ['Branding'],
    }),
  }),
});

export const { useCompanyBrandingQuery } = brandingApi;
