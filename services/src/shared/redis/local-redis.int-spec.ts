import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { startLocalRedis, type LocalRedis } from './local-redis';
import { localRedisPassword, redisPasswordFile, withRedisPassword } from './redis-password';

/** The embedded Redis answers only a client that sends its password (issue 32). */
describe('local redis-server with a password', () => {
  let dir: string;
  let server: LocalRedis;

  const ask = async (url: string, work: (r: Redis) => Promise<unknown>) => {
    // No ready check: its INFO would fail first and close the connection before the command is asked.
    const client = new Redis(url, {
      lazyConnect: true,
      enableReadyCheck: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return await work(client);
    } finally {
      client.disconnect();
    }
  };

  /** What the server answers a client that sends only this inline command (no AUTH before it). */
  const rawReply = (port: number, command: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString());
      });
      socket.once('error', reject);
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-redis-auth-'));
    server = await startLocalRedis(path.join(dir, 'redis'), {
      persistent: false,
      password: localRedisPassword(dir, {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a generated password in a private file under DATA_DIR, the same on every ask', () => {
    const password = localRedisPassword(dir, {});
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(fs.statSync(redisPasswordFile(dir)).mode & 0o777).toBe(0o600);
    expect(new URL(server.url).password).toBe(encodeURIComponent(password));
  });

  it('refuses a client without the password or with a wrong one, and answers the right one', async () => {
    expect(await rawReply(server.port, 'SET k v')).toMatch(/^-NOAUTH/);
    expect(await rawReply(server.port, 'AUTH not-the-password')).toMatch(/^-WRONGPASS/);
    await expect(
      ask(withRedisPassword(`redis://127.0.0.1:${server.port}`, 'not-the-password'), (r) => r.ping()),
    ).rejects.toThrow();
    expect(await ask(server.url, (r) => r.ping())).toBe('PONG');
  });

  it('does not show the password in the process list', async () => {
    const pid = /process_id:(\d+)/.exec(String(await ask(server.url, (r) => r.info('server'))))![1];
    const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    expect(commandLine).toContain('redis-server');
    expect(commandLine).not.toContain(localRedisPassword(dir, {}));
  });

  it('takes over a running server under the same password', async () => {
    const again = await startLocalRedis(path.join(dir, 'redis'), {
      persistent: false,
      password: localRedisPassword(dir, {}),
    });
    expect(again.adopted).toBe(true);
    expect(again.port).toBe(server.port);
    expect(await ask(again.url, (r) => r.ping())).toBe('PONG');
  });
});

describe('withRedisPassword', () => {
  it('adds the password to a URL without one and sends no AUTH when there is none', () => {
    expect(withRedisPassword('redis://127.0.0.1:6379', undefined)).toBe('redis://127.0.0.1:6379');
    expect(withRedisPassword('redis://127.0.0.1:6379', 'p@ss/word')).toBe(
      'redis://:p%40ss%2Fword@127.0.0.1:6379',
    );
    expect(withRedisPassword('redis://:own@redis.example:6379/2', 'other')).toBe(
      'redis://:own@redis.example:6379/2',
    );
  });
});
