import * as path from 'node:path';
import { Rule, RuleTester } from 'eslint';
import { createNodeResolver, rules as importRules } from 'eslint-plugin-import-x';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { plugin, importZones } = require('./feature-boundaries');

const file = (relative: string) => path.join(__dirname, '..', '..', 'services', 'src', relative);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

/** The table half of the feature boundaries: what `npm run lint` refuses and what it lets through. */
tester.run('verifydesk/no-foreign-table', plugin.rules['no-foreign-table'], {
  valid: [
    // A feature's own tables, in any statement.
    {
      filename: file('watchlist/x.ts'),
      code: "q('SELECT * FROM watchlist_screenings w WHERE w.company_id = $1')",
    },
    { filename: file('sessions/x.ts'), code: 'q(`UPDATE verification_sessions SET x = 1`)' },
    { filename: file('idv/x.ts'), code: "q('SELECT sealed FROM reports WHERE id = $1')" },
    // The platform's tables (the event log) and words that only look like SQL.
    { filename: file('watchlist/x.ts'), code: "q('SELECT data FROM events WHERE stream_id = $1')" },
    { filename: file('watchlist/x.ts'), code: "log('imported from users of the console')" },
    // The composition root wires every feature.
    { filename: file('bootstrap/seed.ts'), code: "q('INSERT INTO users (email) VALUES ($1)')" },
  ],
  invalid: [
    // No crossing is excused: the webhooks ask the IDV's published query for its id.
    {
      filename: file('webhooks/x.ts'),
      code: "q('SELECT id FROM idv_records WHERE stream_id = $1')",
      errors: [{ message: /webhooks reads the table idv_records of idv/ }],
    },
    // Nor is the platform: shared asks identity through the ports it declares.
    {
      filename: file('shared/auth/x.ts'),
      code: "q('SELECT u.* FROM users u WHERE u.id = $1')",
      errors: [{ message: /shared reads the table users of identity/ }],
    },
    {
      filename: file('watchlist/x.ts'),
      code: "q('SELECT 1 FROM verification_sessions WHERE uuid = $1')",
      errors: [{ message: /watchlist reads the table verification_sessions of sessions/ }],
    },
    {
      filename: file('dashboard/x.ts'),
      code: 'q(`SELECT s.x FROM dashboard_daily_stats d JOIN session_risk_days s ON true`)',
      errors: [{ message: /session_risk_days of sessions/ }],
    },
    {
      filename: file('idv/x.ts'),
      code: "db.maintain('VACUUM (ANALYZE) idv_records, private.session_search')",
      errors: [{ message: /session_search of sessions/ }],
    },
    // The reports (an IDV's or a session's PDF) are IDV's: the key rotation asks idv to re-seal them.
    {
      filename: file('key-rotation/x.ts'),
      code: "q('UPDATE reports SET sealed = $2 WHERE id = $1')",
      errors: [{ message: /key-rotation reads the table reports of idv/ }],
    },
    {
      filename: file('notifications/x.ts'),
      code: "q('INSERT INTO webhook_deliveries (id) VALUES ($1)')",
      errors: [{ message: /webhook_deliveries of webhooks/ }],
    },
  ],
});

const importTester = new RuleTester({
  languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    'import-x/extensions': ['.ts', '.js'],
  },
});
const zones = [{ zones: importZones() }];
// import-x types its rules for typescript-eslint's context; ESLint's RuleTester runs them the same.
const noRestrictedPaths = importRules['no-restricted-paths'] as unknown as Rule.RuleModule;

/** The import half: another feature's published files pass, its inner files do not (the paths exist). */
importTester.run('import-x/no-restricted-paths (feature zones)', noRestrictedPaths, {
  valid: [
    // Events, a ports/ file and a *.public.ts of another feature.
    { filename: file('dashboard/x.ts'), code: "import { X } from '../idv/idv.events';", options: zones },
    {
      filename: file('key-rotation/x.ts'),
      code: "import { X } from '../webhooks/reseal-webhook-secrets.public';",
      options: zones,
    },
    {
      filename: file('sessions/x.ts'),
      code: "import { X } from '../watchlist/ports/screening-subjects.port';",
      options: zones,
    },
    // The composition root imports anything.
    {
      filename: file('bootstrap/x.ts'),
      code: "import { X } from '../idv/media/idv-media-store';",
      options: zones,
    },
  ],
  invalid: [
    {
      filename: file('key-rotation/x.ts'),
      code: "import { X } from '../idv/media/idv-media-store';",
      options: zones,
      errors: [{ message: /key-rotation may import only what idv publishes/ }],
    },
    {
      filename: file('health/x.ts'),
      code: "import { X } from '../applicant-import/run-import/import-queue';",
      options: zones,
      errors: [{ message: /health may import only what applicant-import publishes/ }],
    },
    // The platform imports no feature, not even its published files.
    {
      filename: file('shared/x.ts'),
      code: "import { X } from '../identity/companies/company-directory.public';",
      options: zones,
      errors: [{ message: /shared may import only what identity publishes/ }],
    },
    // A ports-only feature imports nothing of the other, not even its *.public.ts.
    {
      filename: file('watchlist/x.ts'),
      code: "import { X } from '../sessions/session-records.public';",
      options: zones,
      errors: [{ message: /watchlist may import only what sessions publishes/ }],
    },
  ],
});
