import type { MessageKey } from '../../i18n/en';
import type { MetaData, ReasonCode, Session, SessionSource } from './sessionTypes';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function toReasons(value: unknown): ReasonCode[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return [{ reasonCode: item, description: '' }];
    if (!isRecord(item)) return [];
    const code = item.reasonCode ?? item.code;
    if (typeof code !== 'string' || !code) return [];
    return [{ reasonCode: code, description: typeof item.description === 'string' ? item.description : '' }];
  });
}

/** meta_data is JSON text (spec §3); anything unreadable is "no data" rather than an error. */
export function parseMetaData(text: string | null | undefined): MetaData | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const groups = isRecord(raw.reasonCodes) ? raw.reasonCodes : {};
  return {
    level: typeof raw.level === 'string' && raw.level ? raw.level : null,
    reasonCodes: Object.fromEntries(Object.entries(groups).map(([group, list]) => [group, toReasons(list)])),
    verifications: isRecord(raw.verifications) ? raw.verifications : {},
  };
}

/** The risk shown for a session: meta_data.level (spec §3 "the risk shown"), else overall_risk_level. */
export function shownRisk(session: Pick<Session, 'meta_data' | 'overall_risk_level'>): string | null {
  return parseMetaData(session.meta_data)?.level ?? session.overall_risk_level ?? null;
}

export const lastNameOf = (s: Session): string => s.last_name ?? s.sur_name ?? '';
export const phoneOf = (s: Session): string => s.phone ?? s.phone_number ?? '';
export const dobOf = (s: Session): string => s.date_of_birth ?? s.dob ?? '';
export const fullNameOf = (s: Session): string => [s.first_name, lastNameOf(s)].filter(Boolean).join(' ');

/** One address line from the parts present, or null (the header then shows 'N/A'). */
export function addressOf(s: Session): string | null {
  const street = s.address ?? s.street;
  const zip = s.postal_code ?? s.zip;
  const country = s.country_code ?? s.country;
  const cityLine = [s.city, [s.state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const parts = [street, cityLine, country].map((p) => (p ?? '').trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** The checks of meta_data.verifications (spec §3), in the spec's order, with their labels. */
export const VERIFICATION_CHECKS: readonly { key: string; label: MessageKey }[] = [
  { key: 'phoneLevel', label: 'detail.check.phoneLevel' },
  { key: 'taxIdLevel', label: 'detail.check.taxIdLevel' },
  { key: 'taxIdStateMatch', label: 'detail.check.taxIdStateMatch' },
  { key: 'emailDomainLevel', label: 'detail.check.emailDomainLevel' },
  { key: 'taxIdMatch', label: 'detail.check.taxIdMatch' },
  { key: 'taxIdDobMatch', label: 'detail.check.taxIdDobMatch' },
  { key: 'taxIdNameMatch', label: 'detail.check.taxIdNameMatch' },
  { key: 'taxIdAddressMatch', label: 'detail.check.taxIdAddressMatch' },
  { key: 'addressRiskLevel', label: 'detail.check.addressRiskLevel' },
  { key: 'emailLevel', label: 'detail.check.emailLevel' },
];

/** Check rows to show: the known checks first, then any other key the server sent. */
export function checkRows(
  verifications: Record<string, unknown>,
): { key: string; label: MessageKey | null; value: string | null }[] {
  const text = (v: unknown) =>
    v === null || v === undefined || v === '' ? null : typeof v === 'object' ? JSON.stringify(v) : String(v);
  const known = VERIFICATION_CHECKS.filter((c) => c.key in verifications).map((c) => ({
    key: c.key,
    label: c.label,
    value: text(verifications[c.key]),
  }));
  const knownKeys = new Set(VERIFICATION_CHECKS.map((c) => c.key));
  const others = Object.keys(verifications)
    .filter((k) => !knownKeys.has(k))
    .map((k) => ({ key: k, label: null, value: text(verifications[k]) }));
  return [...known, ...others];
}

const GROUP_LABELS: Record<string, MessageKey> = {
  address: 'detail.group.address',
  email: 'detail.group.email',
  phone: 'detail.group.phone',
  taxId: 'detail.group.taxId',
};

/** Reason-code groups in a stable order (address, email, phone, tax id, then others). */
export function reasonGroups(
  meta: MetaData,
): { group: string; label: MessageKey | null; reasons: ReasonCode[] }[] {
  const order = Object.keys(GROUP_LABELS);
  const keys = Object.keys(meta.reasonCodes).sort((a, b) => {
    const ia = order.indexOf(a);
    const ib = order.indexOf(b);
    return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) || a.localeCompare(b);
  });
  return keys.map((group) => ({
    group,
    label: GROUP_LABELS[group] ?? null,
    reasons: meta.reasonCodes[group],
  }));
}

/**
 * The IDV form type whose students each Students screen lists: the server narrows /api/students by
 * `form`, and the export by the same filter as `idv_form` (null: every student).
 */
export const STUDENT_IDV_FORM = { all: null, admissions: 'ADMISSIONS', sas: 'FINANCIAL_AID' } as const;

/** The list's URL filters plus, on a Students screen of one form type, that form (for the export). */
export function sourceFilters(
  source: SessionSource,
  filters: Record<string, string>,
): Record<string, string> {
  const form = source.kind === 'students' ? STUDENT_IDV_FORM[source.form] : null;
  return form ? { ...filters, idv_form: form } : filters;
}
