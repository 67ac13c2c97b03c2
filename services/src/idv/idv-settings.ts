import { FaceSettings, faceSettings } from './face/face-settings';
import { CONSENT_VERSIONS, CURRENT_CONSENT_VERSION, isConsentVersion } from './capture/consent-texts';

/** IDV settings from the environment (docs/idv.md "Operations" lists them with their defaults). */
export interface IdvSettings {
  linkTtlHours: number;
  /** Origin the applicant's link points at (the console serves /capture/{token}). */
  publicBaseUrl: string;
  consentVersion: string;
  maxImageBytes: number;
  maxImagePixels: number;
  textsPerUserPerHour: number;
  textsPerCompanyPerDay: number;
  textsPerRecipientPerDay: number;
  captureCallsPerIpPerHour: number;
  chromiumPath: string;
  /** Selfie match and liveness thresholds (idv/face); read here too so a bad value stops the start. */
  face: FaceSettings;
}

export const IDV_SETTINGS = Symbol('IDV_SETTINGS');

export function idvSettings(env: NodeJS.ProcessEnv = process.env): IdvSettings {
  const num = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  return {
    linkTtlHours: num('IDV_LINK_TTL_HOURS', 72),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ''),
    consentVersion: consentVersionSetting(env.IDV_CONSENT_VERSION),
    maxImageBytes: num('IDV_MAX_IMAGE_BYTES', 10 * 1024 * 1024),
    maxImagePixels: num('IDV_MAX_IMAGE_PIXELS', 40_000_000),
    textsPerUserPerHour: num('IDV_TEXTS_PER_USER_PER_HOUR', 30),
    textsPerCompanyPerDay: num('IDV_TEXTS_PER_COMPANY_PER_DAY', 500),
    textsPerRecipientPerDay: num('IDV_TEXTS_PER_RECIPIENT_PER_DAY', 5),
    captureCallsPerIpPerHour: num('IDV_CAPTURE_CALLS_PER_IP_PER_HOUR', 300),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    face: faceSettings(env),
  };
}

/** The consent version the capture page asks for: the current one, or one of the catalogue's by name. */
function consentVersionSetting(value: string | undefined): string {
  if (!value) return CURRENT_CONSENT_VERSION;
  if (!isConsentVersion(value))
    throw new Error(
      `IDV_CONSENT_VERSION must be one of ${CONSENT_VERSIONS.join(', ')} (idv/capture/consent-texts.ts)`,
    );
  return value;
}
