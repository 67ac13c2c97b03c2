import { loadConfig } from '../shared/config/app-config';
import { migrate } from '../shared/database/migrate';

/**
 * The migrations alone, for a one-shot job before the app processes start (the compose service
 * "migrate"): applies what is pending under the advisory lock, grants the app role, exits 0.
 * Needs only DATABASE_URL; no secrets, no Redis.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set');
  const applied = await migrate(config.databaseUrl, config.appRole);
  process.stdout.write(
    applied.length ? `applied migrations: ${applied.join(', ')}\n` : 'migrations: nothing to apply\n',
  );
}

main().catch((error) => {
  process.stderr.write(`migrate: ${(error as Error).message}\n`);
  process.exit(1);
});
