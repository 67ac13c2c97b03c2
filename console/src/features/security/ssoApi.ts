import { api } from '../../app/api';
import type { Envelope } from '../../app/apiTypes';
import type { LoginData } from '../../app/authTypes';
import type { components } from '../../app/generated/openapi';

/** Generated from the OpenAPI document (server: identity/sso/sso-settings.*.dto.ts). */
type Schemas = components['schemas'];
export type SsoSettings = Schemas['SsoSettingsResponse'];
export type OidcSettingsInput = Schemas['OidcSettingsRequest'];
export type SamlSettingsInput = Schemas['SamlSettingsRequest'];
export type BreakGlassCandidate = Schemas['SsoBreakGlassCandidateResponse'];

const SETTINGS = { type: 'SsoSettings', id: 'COMPANY' } as const;

export const ssoApi = api.enhanceEndpoints({ addTagTypes: ['SsoSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Whether the address's domain signs in with its school (POST: the address stays out of URLs). */
    ssoDiscovery: build.query<boolean, string>({
      query: (email) => ({ url: 'api/sso/discover', method: 'POST', body: { email } }),
      transformResponse: (r: Envelope<{ sso: boolean }>) => r.data.sso,
    }),
    startSso: build.mutation<string, string>({
      query: (email) => ({ url: 'api/sso/start', method: 'POST', body: { email } }),
      transformResponse: (r: Envelope<{ redirect_url: string }>) => r.data.redirect_url,
    }),
    /** The session of the sign-in this browser began (its cookies say which). */
    ssoSession: build.mutation<LoginData, void>({
      query: () => ({ url: 'api/sso/session', method: 'POST' }),
      transformResponse: (r: Envelope<LoginData>) => r.data,
    }),
    ssoSettings: build.query<SsoSettings, void>({
      query: () => 'api/sso-settings',
      transformResponse: (r: Envelope<SsoSettings>) => r.data,
      providesTags: [SETTINGS],
    }),
    saveOidc: build.mutation<SsoSettings, OidcSettingsInput>({
      query: (body) => ({ url: 'api/sso-settings/oidc', method: 'PUT', body }),
      transformResponse: (r: Envelope<SsoSettings>) => r.data,
      invalidatesTags: [SETTINGS],
    }),
    saveSaml: build.mutation<SsoSettings, SamlSettingsInput>({
      query: (body) => ({ url: 'api/sso-settings/saml', method: 'PUT', body }),
      transformResponse: (r: Envelope<SsoSettings>) => r.data,
      invalidatesTags: [SETTINGS],
    }),
    /** The company's active admins, one of whom keeps password sign-in when SSO is required. */
    breakGlassCandidates: build.query<BreakGlassCandidate[], void>({
      query: () => 'api/sso-settings/break-glass-candidates',
      transformResponse: (r: Envelope<BreakGlassCandidate[]>) => r.data,
      providesTags: [SETTINGS],
    }),
    setSsoRequirement: build.mutation<
      SsoSettings,
      { require_sso: boolean; break_glass_user_id: number | null }
    >({
      query: (body) => ({ url: 'api/sso-settings/requirement', method: 'PUT', body }),
      transformResponse: (r: Envelope<SsoSettings>) => r.data,
      invalidatesTags: [SETTINGS],
    }),
    removeSso: build.mutation<void, void>({
      query: () => ({ url: 'api/sso-settings', method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [SETTINGS],
    }),
  }),
});

export const {
  useSsoDiscoveryQuery,
  useStartSsoMutation,
  useSsoSessionMutation,
  useSsoSettingsQuery,
  useSaveOidcMutation,
  useSaveSamlMutation,
  useBreakGlassCandidatesQuery,
  useSetSsoRequirementMutation,
  useRemoveSsoMutation,
} = ssoApi;
