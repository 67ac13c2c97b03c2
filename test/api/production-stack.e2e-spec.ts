import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { validate } from 'dockerfile-utils';

// js-yaml comes with ESLint (a root dev dependency); it only reads docker-compose's output here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml: { load(text: string): any } = require('js-yaml');

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/**
 * Issue 16: the deployment files as an operator uses them, checked without a Docker engine. The
 * compose file is resolved by Debian's `docker-compose config` (installed by scripts/test.sh), the
 * Dockerfile by dockerfile-utils (the validator of the Docker language server). The split roles
 * themselves run in split-roles.e2e-spec.ts.
 */
describe('the production stack files', () => {
  describe('Dockerfile', () => {
    const dockerfile = read('Dockerfile');

    it('passes the Dockerfile validator (which does catch a broken file)', () => {
      expect(validate(dockerfile).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
      expect(validate('FROM node:20\nHEALTHCHECK --interva=30s CMD ls\n').length).toBeGreaterThan(0);
    });

    it('builds once in a stage of its own and runs the built product as a non-root user, with Chromium and a health check', () => {
      const stages = dockerfile.match(/^FROM .*$/gm) ?? [];
      expect(stages.length).toBeGreaterThanOrEqual(2);
      const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
      expect(runtime).toMatch(/apt-get install[^\n]*--no-install-recommends[^\n]*\bchromium\b[^\n]*\bfonts-/);
      expect(runtime).toMatch(/^USER (?!root\b|0\b)\S+/m);
      expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
      expect(runtime).toMatch(/^CMD .*services\/dist\/main\.js/m);
      // Nothing is installed or built when a container starts.
      expect(runtime).not.toMatch(/^(CMD|ENTRYPOINT) .*npm (ci|install|run build)/m);
      expect(dockerfile).toMatch(/npm ci --omit=dev/);
    });

    it('leaves host dependencies, builds, data and secrets out of the build context', () => {
      const ignored = read('.dockerignore').split('\n');
      for (const entry of ['**/node_modules', '**/dist', '.data', '.env', '.git'])
        expect(ignored).toContain(entry);
    });
  });

  describe('docker-compose.yml', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-compose-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** `docker-compose config` with an env file made from .env.example plus `values`. */
    function composeConfig(values: Record<string, string>) {
      let env = read('.env.example');
      for (const [name, value] of Object.entries(values))
        env = env.replace(new RegExp(`^${name}=.*$`, 'm'), `${name}=${value}`);
      const envFile = path.join(dir, `env-${randomBytes(4).toString('hex')}`);
      fs.writeFileSync(envFile, env);
      const run = spawnSync(
        'docker-compose',
        ['--env-file', envFile, '-f', path.join(ROOT, 'docker-compose.yml'), 'config'],
        {
          cwd: dir,
          encoding: 'utf8',
          env: { PATH: process.env.PATH, HOME: dir },
        },
      );
      if (run.error)
        throw new Error(`docker-compose is needed (scripts/test.sh installs Debian's): ${run.error.message}`);
      return run;
    }

    const secrets = {
      POSTGRES_PASSWORD: randomBytes(18).toString('hex'),
      JWT_SECRET: randomBytes(48).toString('base64'),
      DATA_KEY: randomBytes(32).toString('base64'),
      INDEX_KEY: randomBytes(32).toString('base64'),
      SUPERADMIN_PASSWORD: `Op-${randomBytes(8).toString('hex')}`,
    };

    it('is refused while a secret of .env.example is left empty', () => {
      const { JWT_SECRET: _omitted, ...rest } = secrets;
      void _omitted;
      const run = composeConfig(rest);
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('set JWT_SECRET in .env');
    });

    it('resolves to a stack that scales: a proxy in front, no host port on the replicas, migrations first', () => {
      const run = composeConfig(secrets);
      expect(run.stderr).not.toMatch(/ERROR/);
      expect(run.status).toBe(0);
      const config = yaml.load(run.stdout);
      const services = config.services;
      expect(Object.keys(services).sort()).toEqual([
        'api',
        'migrate',
        'postgres',
        'proxy',
        'redis',
        'worker',
      ]);

      // Only the proxy publishes ports, so `--scale api=3` starts three replicas.
      for (const name of ['api', 'worker', 'migrate', 'postgres', 'redis'])
        expect(services[name].ports).toBeUndefined();
      expect(services.proxy.ports.map((p: any) => p.published)).toEqual(expect.arrayContaining([80, 443]));
      expect(
        services.proxy.volumes.map(volumeSource).some((v: string) => v.endsWith('deploy/Caddyfile')),
      ).toBe(true);

      // One image for every role, built once from the Dockerfile.
      const image = services.api.image;
      for (const name of ['worker', 'migrate']) expect(services[name].image).toBe(image);
      expect(services.api.environment).toMatchObject({
        PROCESS_ROLE: 'api',
        NODE_ENV: 'production',
        MIGRATE_ON_START: '0',
        TRUST_PROXY: '1',
      });
      expect(services.worker.environment).toMatchObject({ PROCESS_ROLE: 'worker', MIGRATE_ON_START: '0' });
      expect(services.migrate.command).toEqual(['node', 'services/dist/cli/migrate.js']);
      for (const name of ['api', 'worker']) {
        expect(services[name].depends_on).toMatchObject({
          migrate: { condition: 'service_completed_successfully' },
          postgres: { condition: 'service_healthy' },
          redis: { condition: 'service_healthy' },
        });
      }
      for (const name of ['postgres', 'redis']) expect(services[name].healthcheck.test).toBeDefined();
      expect(services.redis.command.join(' ')).toContain('--maxmemory-policy noeviction');

      // Uploads written by an api replica are read by a worker: one shared volume.
      for (const name of ['api', 'worker'])
        expect(services[name].volumes.map(volumeSource)).toContain('imports');
      // Graceful stop: time for BullMQ workers to finish their jobs.
      expect(parseSeconds(services.worker.stop_grace_period)).toBeGreaterThanOrEqual(60);

      // The secrets are the env file's, and the compose file itself holds none.
      expect(services.api.environment).toMatchObject({
        JWT_SECRET: secrets.JWT_SECRET,
        DATA_KEY: secrets.DATA_KEY,
        INDEX_KEY: secrets.INDEX_KEY,
      });
      expect(services.postgres.environment.POSTGRES_PASSWORD).toBe(secrets.POSTGRES_PASSWORD);
      const file = read('docker-compose.yml');
      expect(file).not.toMatch(/(SECRET|KEY|PASSWORD): (?!\$\{)/);
    });
  });

  it('proxies to every api replica and allows 500 MB uploads (deploy/Caddyfile)', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/dynamic a \{\s*name api\s*port 3000/);
    const maxSize = /max_size (\d+)MB/.exec(caddyfile);
    expect(Number(maxSize?.[1])).toBeGreaterThanOrEqual(500);
  });
});

/** A volume as docker-compose 1 (short "source:target:mode") or 2 (long form) prints it. */
function volumeSource(volume: string | { source: string }): string {
  return typeof volume === 'string' ? volume.split(':')[0] : volume.source;
}

function parseSeconds(value: string): number {
  const m = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : NaN;
}
