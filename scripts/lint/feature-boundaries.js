// Feature boundaries (issue 29), enforced by `npm run lint`: a feature reads another feature's data only
// through what that feature publishes (its events, its ports, its *.public.ts queries), never by
// importing its inner files or naming its tables in SQL. docs/architecture.md, "Feature boundaries".
const path = require('node:path');

/** The features under services/src, each owning the tables listed (created by its migrations). */
const TABLE_OWNERS = {
  'access-log': ['access_log', 'access_log_heads'],
  'api-keys': ['api_keys', 'api_key_usage'],
  'applicant-import': ['imports', 'import_errors'],
  dashboard: ['dashboard_daily_stats'],
  'financial-aid': ['finaid_cases', 'finaid_selection_imports', 'finaid_scans'],
  identity: [
    'companies',
    'company_logos',
    'company_stats',
    'users',
    'credentials',
    'sign_in_sessions',
    'session_policies',
    'sso_settings',
    'sso_domains',
    'sso_used_assertions',
    'mfa_factors',
    'mfa_recovery_codes',
    'company_mfa_policies',
  ],
  idv: ['idv_records', 'idv_subjects', 'idv_images', 'idv_capture_links', 'reports'],
  'key-rotation': ['key_rotations'],
  notifications: ['outbox_messages'],
  privacy: [
    'applicant_keys',
    'retention_schedules',
    'legal_holds',
    'personal_data_sealing',
    'erasures',
    'erased_applicants',
  ],
  'review-queue': ['review_items', 'review_settings'],
  sessions: [
    'verification_sessions',
    'verification_session_counts',
    'verification_session_days',
    'session_risk_days',
    'session_idv_forms',
    'session_search',
  ],
  watchlist: [
    'watchlist_screenings',
    'watchlist_versions',
    'watchlist_version_files',
    'watchlist_refresh_status',
  ],
  webhooks: ['webhook_endpoints', 'webhook_endpoint_state', 'webhook_deliveries', 'webhook_attempts'],
};

/** Folders that are not features: the composition root and entry points may wire every feature. */
const COMPOSITION = new Set(['bootstrap', 'cli', 'worker']);

const SERVICES = path.join(__dirname, '..', '..', 'services', 'src');
const OWNER_OF = new Map(
  Object.entries(TABLE_OWNERS).flatMap(([feature, tables]) => tables.map((table) => [table, feature])),
);
// A table named after FROM, JOIN, INTO, UPDATE, TABLE, TRUNCATE or in a VACUUM/ANALYZE list, schema-qualified
// or not. The keywords are matched in capitals, as the code writes SQL, so English text ("from users") is not SQL.
const TABLE_REFERENCE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE|TRUNCATE)\s+(?:ONLY\s+)?(?:\w+\.)?(\w+)/g;
const MAINTENANCE_LIST = /\b(?:VACUUM|ANALYZE)\b(?:\s*\([^)]*\))?\s+([\w.,\s]+)/g;

/** The feature a file belongs to ('shared' for the platform), or null outside services/src. */
function featureOf(filename) {
  const relative = path.relative(SERVICES, filename);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null;
  return relative.split(path.sep)[0];
}

function tablesIn(text) {
  const found = [...text.matchAll(TABLE_REFERENCE)].map((m) => m[1].toLowerCase());
  for (const m of text.matchAll(MAINTENANCE_LIST))
    for (const name of m[1].split(',')) found.push(name.trim().split('.').pop().toLowerCase());
  return found;
}

const noForeignTable = {
  meta: {
    type: 'problem',
    docs: {
      description: "A feature names in SQL only its own tables (or the platform's: events, streams…).",
    },
    messages: {
      foreign:
        '{{feature}} reads the table {{table}} of {{owner}}: ask {{owner}} through its query or port ({{owner}}/*.public.ts or ports/), never its tables.',
    },
    schema: [],
  },
  create(context) {
    const feature = featureOf(context.filename);
    if (!feature || COMPOSITION.has(feature)) return {};
    const check = (node, text) => {
      for (const table of new Set(tablesIn(text))) {
        const owner = OWNER_OF.get(table);
        if (owner && owner !== feature)
          context.report({ node, messageId: 'foreign', data: { feature, owner, table } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
    };
  },
};

/**
 * The import side: a feature imports from another only its published surface: events
 * (`*.events.ts`), ports (`ports/`), queries and ports it offers (`*.public.ts`). One zone per feature.
 * `scoring` is the pure rule library every feature may use; `shared` is the platform below them all.
 */
const PUBLISHED = ['**/*.events.ts', '**/ports/**', '**/*.public.ts'];
const LIBRARIES = new Set(['scoring']);

/**
 * Features that reach another only through ports they declare themselves (the other implements them,
 * the composition root binds them), so they import nothing of it, not even its published files.
 */
const PORTS_ONLY = { idv: ['sessions'], watchlist: ['sessions'] };

function importZones() {
  const features = [...Object.keys(TABLE_OWNERS), 'health', 'reason-codes', 'scoring'];
  // The platform (shared/) sits below every feature and imports none of them.
  const platform = { target: 'shared', froms: [...features, 'bootstrap', 'cli', 'worker'] };
  return [...features.map((target) => ({ target, froms: features })), platform].flatMap(({ target, froms }) =>
    froms
      .filter((from) => from !== target && !(LIBRARIES.has(from) && target !== 'shared'))
      .map((from) => ({
        target: `services/src/${target}/**`,
        from: `services/src/${from}/**`,
        except: target === 'shared' || PORTS_ONLY[target]?.includes(from) ? [] : PUBLISHED,
        message: `${target} may import only what ${from} publishes (*.events.ts, ports/, *.public.ts).`,
      })),
  );
}

module.exports = {
  plugin: { rules: { 'no-foreign-table': noForeignTable } },
  importZones,
  TABLE_OWNERS,
};
