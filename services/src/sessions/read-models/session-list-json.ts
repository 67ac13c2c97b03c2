import type { Language } from '../../shared/i18n';
import { metaDataText } from './session-view';

/**
 * A list page's sessions as JSON written by PostgreSQL (docs/performance.md, "Lists under load").
 * A search page is computed on every request, and building 25 sessions in Node (decoding every
 * column, parsing three timestamps and the meta_data document, one object per row, then serialising
 * them) was most of the product's CPU for it: 2.4 ms for a page of 25 against 0.8 ms for a page of
 * one. Here each row arrives as one text value, the same fields and formats as sessionView (a test
 * compares the two for the same sessions), and Node only splices in meta_data, whose reason-code
 * descriptions are in the reader's language.
 *
 * `row_to_json` over a sub-select keeps the field names and order and writes no spaces. Timestamps
 * are written as JavaScript's Date.toJSON does (UTC, milliseconds truncated as pg's Date parsing
 * does); a date is ISO 8601 in JSON whatever the server's DateStyle.
 */
export const SESSION_LIST_JSON = `(SELECT row_to_json(v)::text FROM (SELECT s.id, s.uuid, s.external_id,
  s.first_name, s.last_name, s.last_name AS sur_name, s.email, s.csug_email, s.phone, s.phone AS phone_number,
  s.date_of_birth, s.date_of_birth AS dob, s.street AS address, s.street, s.city, s.state,
  s.zip AS postal_code, s.zip, s.country_code, s.country_code AS country, s.ssn_last4, s.overall_validation,
  s.overall_risk_level, coalesce(cardinality(s.watchlist_confirmed_ids) > 0, false) AS watchlist_confirmed,
  coalesce(s.meta_data->>'level', s.overall_risk_level) AS data_risk_level, s.invalid_ssn, s.incomplete_address,
  ${utcMillis('s.created_at')} AS created_at, ${utcMillis('s.updated_at')} AS updated_at,
  ${utcMillis('s.completed_at')} AS completed_at) v) AS json, s.meta_data::text AS meta_text, s.overall_risk_level`;

function utcMillis(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The meta_data texts written lately, by language, shown level and stored document: a school's
 * sessions share a few hundred combinations of reason codes and levels, so a page rarely parses one.
 * Cleared when full, so it stays small whatever the data.
 */
const metaTexts = new Map<string, string>();
const META_TEXTS_MAX = 20_000;

/** One session of a list page as JSON text: PostgreSQL's row with meta_data added last. */
export function sessionListJson(
  row: { json: string; meta_text: string; overall_risk_level: string | null },
  language: Language,
): string {
  const key = `${language}\u0000${row.overall_risk_level ?? ''}\u0000${row.meta_text}`;
  let meta = metaTexts.get(key);
  if (meta === undefined) {
    const stored = JSON.parse(row.meta_text);
    // As sessionView: the level shown is the overall risk (a confirmed watchlist match raises it).
    meta = JSON.stringify(
      metaDataText({ ...stored, level: row.overall_risk_level ?? stored?.level }, language),
    );
    if (metaTexts.size >= META_TEXTS_MAX) metaTexts.clear();
    metaTexts.set(key, meta);
  }
  return `${row.json.slice(0, -1)},"meta_data":${meta}}`;
}

/**
 * A page's whole answer: `{"status":true,"data":[…],"meta":{…}}` around sessions already written
 * as JSON (what JSON.stringify would give for the same objects, up to the order of their fields).
 */
export function sessionPageJson(data: readonly string[], meta: object): string {
  return `{"status":true,"data":[${data.join(',')}],"meta":${JSON.stringify(meta)}}`;
}
