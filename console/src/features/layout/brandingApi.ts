import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { components } from '../../app/generated/openapi';

/** Generated from the OpenAPI document (server: CompanyBrandingResponse in auth.response.dto.ts). */
export type Branding = components['schemas']['CompanyBrandingResponse'];

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
