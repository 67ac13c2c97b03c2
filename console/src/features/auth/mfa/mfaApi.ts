import { api } from '../../../app/api';
import type { Envelope } from '../../../app/apiTypes';
import type { LoginData } from '../../../app/authTypes';
import type { components } from '../../../app/generated/openapi';

type Schemas = components['schemas'];
/** POST /admin/login's 202: a second step is due before any session (generated: MfaChallengeResponse). */
export type MfaChallenge = Schemas['MfaChallengeResponse'];
export type TotpEnrolment = Schemas['TotpEnrolmentResponse'];
export type MfaSignInData = Schemas['MfaSignInResponse'];
export type MyMfa = Schemas['MyMfaResponse'];
export type MfaFactor = Schemas['MfaFactorResponse'];
export type CompanyMfa = Schemas['CompanyMfaResponse'];
export type StaffMfa = Schemas['StaffMfaResponse'];
export type MfaPolicy = Schemas['MfaPolicy'];
/** WebAuthn options as @simplewebauthn/browser takes them (checked by the browser, built by the server). */
export type PasskeyOptions = Schemas['PasskeyOptionsResponse']['options'];

/** A login answer is a session, or (202) the challenge of a second step. */
export function isMfaChallenge(data: LoginData | MfaChallenge): data is MfaChallenge {
  return 'challenge' in data;
}

const ME = { type: 'Mfa', id: 'ME' } as const;
const COMPANY = { type: 'Mfa', id: 'COMPANY' } as const;
const data = <T>(response: Envelope<T>) => response.data;

export const mfaApi = api.enhanceEndpoints({ addTagTypes: ['Mfa'] }).injectEndpoints({
  endpoints: (build) => ({
    // The second step of a sign-in: the challenge is the only credential (no session yet).
    mfaTotp: build.mutation<LoginData, { challenge: string; code: string }>({
      query: (body) => ({ url: 'admin/login/mfa/totp', method: 'POST', body }),
      transformResponse: data<LoginData>,
    }),
    mfaRecovery: build.mutation<LoginData, { challenge: string; code: string }>({
      query: (body) => ({ url: 'admin/login/mfa/recovery', method: 'POST', body }),
      transformResponse: data<LoginData>,
    }),
    mfaPasskeyOptions: build.mutation<PasskeyOptions, { challenge: string }>({
      query: (body) => ({ url: 'admin/login/mfa/passkey/options', method: 'POST', body }),
      transformResponse: (r: Envelope<{ options: PasskeyOptions }>) => r.data.options,
    }),
    mfaPasskey: build.mutation<LoginData, { challenge: string; response: Record<string, unknown> }>({
      query: (body) => ({ url: 'admin/login/mfa/passkey', method: 'POST', body }),
      transformResponse: data<LoginData>,
    }),
    // Enrolment inside a sign-in (the organisation requires a factor and the account has none).
    signInEnrolTotp: build.mutation<TotpEnrolment, { challenge: string }>({
      query: (body) => ({ url: 'admin/login/mfa/enrol/totp', method: 'POST', body }),
      transformResponse: data<TotpEnrolment>,
    }),
    signInConfirmTotp: build.mutation<
      MfaSignInData,
      { challenge: string; factor_id: string; code: string; label?: string }
    >({
      query: (body) => ({ url: 'admin/login/mfa/enrol/totp/confirm', method: 'POST', body }),
      transformResponse: data<MfaSignInData>,
    }),
    signInPasskeyOptions: build.mutation<PasskeyOptions, { challenge: string }>({
      query: (body) => ({ url: 'admin/login/mfa/enrol/passkey/options', method: 'POST', body }),
      transformResponse: (r: Envelope<{ options: PasskeyOptions }>) => r.data.options,
    }),
    signInRegisterPasskey: build.mutation<
      MfaSignInData,
      { challenge: string; response: Record<string, unknown>; label?: string }
    >({
      query: (body) => ({ url: 'admin/login/mfa/enrol/passkey', method: 'POST', body }),
      transformResponse: data<MfaSignInData>,
    }),
    // The signed-in user's own factors (profile page).
    myMfa: build.query<MyMfa, void>({
      query: () => 'api/users/me/mfa',
      transformResponse: data<MyMfa>,
      providesTags: [ME],
    }),
    // A fresh proof (password or authenticator code) before changing factors; the overview then says how long.
    reauthenticate: build.mutation<void, { password: string } | { code: string }>({
      query: (body) => ({ url: 'api/users/me/mfa/reauthenticate', method: 'POST', body }),
      invalidatesTags: [ME],
    }),
    startTotp: build.mutation<TotpEnrolment, void>({
      query: () => ({ url: 'api/users/me/mfa/totp', method: 'POST' }),
      transformResponse: data<TotpEnrolment>,
    }),
    confirmTotp: build.mutation<string[], { factor_id: string; code: string; label?: string }>({
      query: (body) => ({ url: 'api/users/me/mfa/totp/confirm', method: 'POST', body }),
      transformResponse: (r: Envelope<{ recovery_codes: string[] }>) => r.data.recovery_codes,
      invalidatesTags: [ME, COMPANY],
    }),
    passkeyOptions: build.mutation<PasskeyOptions, void>({
      query: () => ({ url: 'api/users/me/mfa/passkey/options', method: 'POST' }),
      transformResponse: (r: Envelope<{ options: PasskeyOptions }>) => r.data.options,
    }),
    registerPasskey: build.mutation<string[], { response: Record<string, unknown>; label?: string }>({
      query: (body) => ({ url: 'api/users/me/mfa/passkey', method: 'POST', body }),
      transformResponse: (r: Envelope<{ recovery_codes: string[] }>) => r.data.recovery_codes,
      invalidatesTags: [ME, COMPANY],
    }),
    removeFactor: build.mutation<void, string>({
      query: (id) => ({ url: `api/users/me/mfa/factors/${id}`, method: 'DELETE' }),
      invalidatesTags: [ME, COMPANY],
    }),
    regenerateCodes: build.mutation<string[], void>({
      query: () => ({ url: 'api/users/me/mfa/recovery-codes', method: 'POST' }),
      transformResponse: (r: Envelope<{ recovery_codes: string[] }>) => r.data.recovery_codes,
      invalidatesTags: [ME],
    }),
    // The company admin's "Multi-factor" tab and the super admin's per-company policy.
    companyMfa: build.query<CompanyMfa, void>({
      query: () => 'api/security/mfa',
      transformResponse: data<CompanyMfa>,
      providesTags: [COMPANY],
    }),
    resetUserMfa: build.mutation<void, number>({
      query: (userId) => ({ url: `api/security/mfa/users/${userId}/reset`, method: 'POST' }),
      invalidatesTags: [COMPANY],
    }),
    companyMfaPolicy: build.query<MfaPolicy, number>({
      query: (companyId) => `admin/companies/${companyId}/mfa-policy`,
      transformResponse: (r: Envelope<{ policy: MfaPolicy }>) => r.data.policy,
      providesTags: (_r, _e, companyId) => [{ type: 'Mfa', id: `policy-${companyId}` }],
    }),
    setCompanyMfaPolicy: build.mutation<MfaPolicy, { companyId: number; policy: MfaPolicy }>({
      query: ({ companyId, policy }) => ({
        url: `admin/companies/${companyId}/mfa-policy`,
        method: 'PUT',
        body: { policy },
      }),
      transformResponse: (r: Envelope<{ policy: MfaPolicy }>) => r.data.policy,
      invalidatesTags: (_r, _e, { companyId }) => [{ type: 'Mfa', id: `policy-${companyId}` }],
    }),
  }),
});

export const {
  useMfaTotpMutation,
  useMfaRecoveryMutation,
  useMfaPasskeyOptionsMutation,
  useMfaPasskeyMutation,
  useSignInEnrolTotpMutation,
  useSignInConfirmTotpMutation,
  useSignInPasskeyOptionsMutation,
  useSignInRegisterPasskeyMutation,
  useMyMfaQuery,
  useReauthenticateMutation,
  useStartTotpMutation,
  useConfirmTotpMutation,
  usePasskeyOptionsMutation,
  useRegisterPasskeyMutation,
  useRemoveFactorMutation,
  useRegenerateCodesMutation,
  useCompanyMfaQuery,
  useResetUserMfaMutation,
  useCompanyMfaPolicyQuery,
  useSetCompanyMfaPolicyMutation,
} = mfaApi;
