import { actorLabel, type Language } from '../../shared/i18n';
import { isTextableNumber } from '../../notifications/notifications.public';
import type { FaceCropKind } from '../media/idv-media-store';
import { localizedEvidence } from '../idv-text';
import { IMAGE_KINDS } from '../idv.events';
import { checkCoverage } from '../read-models/check-coverage';
import { CHECK_NAMES, IdvView } from '../read-models/idv-view';

/** Image fields of spec section 3 → the authorised route that serves each (thumbnail or full size). */
const IMAGE_FIELDS: Record<string, string> = {
  id_front: 'id_front',
  full_id_front: 'id_front',
  id_back: 'id_back',
  full_id_back: 'id_back',
  selfie: 'selfie',
  full_selfie: 'selfie',
};

/**
 * Who last overrode the verdict, in the reader's language: the view keeps the stored name (an API
 * key's own name, or "API key '…'" in views built before), the override its actor's id. Also used by
 * the PDF report and the CSV export.
 */
export function editUser(view: IdvView, language: Language): string | null {
  if (view.edit_user === null) return null;
  return actorLabel({ id: view.overrides.at(-1)?.edited_by_id ?? null, name: view.edit_user }, language);
}

/** Who requested the IDV, in the reader's language (an API key reads "API key '…'" / "clé d’API « … »"). */
export function requestedBy(view: IdvView, language: Language): string {
  return actorLabel({ id: view.requested_by_id ?? null, name: view.requested_by }, language);
}

/** The list row: spec section 3 IDV fields with the subject's name and date of birth. */
export function idvListRow(view: IdvView, language: Language = 'en') {
  return {
    id: view.id,
    uuid: view.uuid,
    email: view.email,
    csug_email: null,
    form_type: view.form_type,
    status: view.status,
    first_name: view.first_name,
    last_name: view.last_name,
    date_of_birth: view.date_of_birth,
    overall_validation: view.overall_validation,
    overall_value: view.overall_value,
    reason: view.reason,
    admin_message: view.admin_message,
    edit_user: editUser(view, language),
    edited_on: view.edited_on,
    created_at: view.created_at,
    submitted_at: view.submitted_at,
    completed_at: view.completed_at,
    version: view.version,
  };
}

/**
 * checkIDV's record: every spec field, checks flat (PASSED / FAILED / NOT_PERFORMED, null = not run
 * yet) and again under `checks` with their evidence, device_info as JSON text (as the spec says),
 * and image URLs the console fetches with its bearer token.
 */
export function idvRecordResponse(
  view: IdvView,
  language: Language = 'en',
  faceCrops: readonly FaceCropKind[] = [],
  imagesDeletedAt: Date | null = null,
) {
  const images = Object.fromEntries(
    Object.entries(IMAGE_FIELDS).map(([field, kind]) => [
      field,
      view.images[kind as (typeof IMAGE_KINDS)[number]] && !imagesDeletedAt
        ? `/api/idv/${view.id}/images/${field}`
        : null,
    ]),
  );
  const d = view.device_info;
  return {
    ...idvListRow(view, language),
    requested_by: requestedBy(view, language),
    // Who a resent link goes to, shown in its confirmation before anything is sent (issue 33).
    ...(view.phone === undefined ? {} : { phone: view.phone, phone_textable: isTextableNumber(view.phone) }),
    formLinks: view.formLinks.map((l) => ({
      clicked_at: l.clicked_at,
      sent_at: l.sent_at,
      expires_at: l.expires_at,
      revoked: l.revoked,
      revoked_at: l.revoked_at,
      revoke_reason: l.revoke_reason,
      used_at: l.used_at,
      channels: l.channels,
      consent_version: l.consent_version,
      consent_accepted_at: l.consent_accepted_at,
    })),
    device_info: d
      ? JSON.stringify({
          ipAddress: d.ipAddress,
          ipCity: d.ipCity,
          ipRegion: d.ipRegion,
          ipCountry: d.ipCountry,
          userAgent: d.userAgent,
        })
      : null,
    ...images,
    // The retention schedule deleted the images (docs/privacy.md): the console says so and when.
    images_deleted_at: imagesDeletedAt?.toISOString() ?? null,
    // The two faces the selfie match compared (issue 15); null when that face was not found or not
    // usable (a card without a portrait, a refused selfie), or when the caller did not look them up.
    face_selfie: faceCrops.includes('selfie_face') ? `/api/idv/${view.id}/images/face_selfie` : null,
    face_portrait: faceCrops.includes('portrait_face') ? `/api/idv/${view.id}/images/face_portrait` : null,
    id_verification_value: view.status === 'Completed' ? view.overall_value : null,
    selfie_verification_value: null,
    liveness_value: null,
    ...Object.fromEntries(CHECK_NAMES.map((name) => [name, view.checks[name]?.result ?? null])),
    // Notes in the reader's language (the stored evidence keeps what the checks wrote).
    checks: Object.fromEntries(
      Object.entries(view.checks).map(([name, c]) => [
        name,
        c && { ...c, evidence: localizedEvidence(language, c.evidence) },
      ]),
    ),
    // Which checks the verdict rests on (issue 12): the console and the PDF state it with the result.
    check_coverage: checkCoverage(view),
    document_family: view.document_family,
    policy: view.policy,
    overrides: view.overrides.map((o) => ({
      ...o,
      edited_by: actorLabel({ id: o.edited_by_id, name: o.edited_by }, language),
    })),
  };
}
