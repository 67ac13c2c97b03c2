import * as path from 'node:path';
import { RuleTester } from 'eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { plugin } = require('./feature-boundaries');

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
    // The platform's tables (the event log) and words that only look like SQL.
    { filename: file('watchlist/x.ts'), code: "q('SELECT data FROM events WHERE stream_id = $1')" },
    { filename: file('watchlist/x.ts'), code: "log('imported from users of the console')" },
    // A crossing listed as known (to be moved behind a port), and the composition root.
    { filename: file('webhooks/x.ts'), code: "q('SELECT id FROM idv_records WHERE stream_id = $1')" },
    { filename: file('bootstrap/seed.ts'), code: "q('INSERT INTO users (email) VALUES ($1)')" },
  ],
  invalid: [
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
    {
      filename: file('notifications/x.ts'),
      code: "q('INSERT INTO webhook_deliveries (id) VALUES ($1)')",
      errors: [{ message: /webhook_deliveries of webhooks/ }],
    },
  ],
});
