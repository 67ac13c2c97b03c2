import { api } from '../../app/api';
import { listParams, toPage } from '../../app/apiError';
import type { Envelope, ListArgs, Page } from '../../app/apiTypes';
import type { Company, CompanyAdmin, CompanyLogo } from './companyTypes';

const LIST = { type: 'Company', id: 'LIST' } as const;

export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    companies: build.query<Page<Company>, ListArgs>({
      query: (args) => ({ url: 'admin/companies', params: listParams(args) }),
      transformResponse: (response: Envelope<Company[]>, _meta, args) => toPage(response, args),
      providesTags: (result) => [
        LIST,
        ...(result?.items ?? []).map((c) => ({ type: 'Company' as const, id: c.id })),
      ],
    }),
    createCompany: build.mutation<Company, { name: string }>({
      query: (body) => ({ url: 'admin/companies', method: 'POST', body }),
      transformResponse: (response: Envelope<Company>) => response.data,
      invalidatesTags: [LIST],
    }),
    updateCompany: build.mutation<Company, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `admin/companies/${id}`, method: 'PUT', body: { name } }),
      transformResponse: (response: Envelope<Company>) => response.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Company', id }],
    }),
    deleteCompany: build.mutation<void, number>({
      query: (id) => ({ url: `admin/companies/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    uploadCompanyLogo: build.mutation<CompanyLogo, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `api/companies/${id}/logo`, method: 'POST', body };
      },
      transformResponse: (response: Envelope<CompanyLogo>) => response.data,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'Company', id }, 'Branding'],
    }),
    companyAdmins: build.query<Page<CompanyAdmin>, ListArgs & { companyId: number }>({
      query: ({ companyId, ...args }) => ({ url: `admin/company/${companyId}`, params: listParams(args) }),
      transformResponse: (response: Envelope<CompanyAdmin[]>, _meta, args) => toPage(response, args),
      providesTags: (_r, _e, { companyId }) => [{ type: 'Admin', id: `COMPANY-${companyId}` }],
    }),
    createAdmin: build.mutation<
      CompanyAdmin,
      { companyId: number; name: string; email: string; password: string }
    >({
      query: ({ companyId, ...body }) => ({ url: `admin/company/${companyId}/admin`, method: 'POST', body }),
      transformResponse: (response: Envelope<CompanyAdmin>) => response.data,
      invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Admin', id: `COMPANY-${companyId}` }, LIST],
    }),
    updateAdmin: build.mutation<
      CompanyAdmin,
      { companyId: number; adminId: number; name: string; email: string }
    >({
      query: ({ companyId, adminId, name, email }) => ({
        url: `admin/company/${companyId}/admin/${adminId}`,
        method: 'PUT',
        body: { name, email },
      }),
      transformResponse: (response: Envelope<CompanyAdmin>) => response.data,
      invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Admin', id: `COMPANY-${companyId}` }],
    }),
    deleteAdmin: build.mutation<void, { companyId: number; adminId: number }>({
      query: ({ companyId, adminId }) => ({
        url: `admin/company/${companyId}/admin/${adminId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Admin', id: `COMPANY-${companyId}` }, LIST],
    }),
  }),
});

export const {
  useCompaniesQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
  useDeleteCompanyMutation,
  useUploadCompanyLogoMutation,
  useCompanyAdminsQuery,
  useCreateAdminMutation,
  useUpdateAdminMutation,
  useDeleteAdminMutation,
} = companiesApi;
