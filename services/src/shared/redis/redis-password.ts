import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** DATA_DIR's file with the local redis-server's password (mode 0600), beside postgres-password. */
export function redisPasswordFile(dataDir: string): string {
  return path.join(dataDir, 'redis-password');
}

/**
 * The local redis-server's password: REDIS_PASSWORD when set, else generated once (192 random bits)
 * into a 0600 file under DATA_DIR. Not in the key file: nothing is sealed with it, so losing it
 * loses no data (a new one is generated and given to the server at its next start), and the key
 * file must stay the same across replicas while each DATA_DIR has its own Redis.
 */
export function localRedisPassword(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.REDIS_PASSWORD) return env.REDIS_PASSWORD;
  const file = redisPasswordFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${randomBytes(24).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (fs.statSync(file).mode & 0o077) fs.chmodSync(file, 0o600);
  const password = fs.readFileSync(file, 'utf8').trim();
  if (!password) throw new Error(`${file} is empty: delete it and start again (a new password is made)`);
  return password;
}

/**
 * The URL with the password in it, so every client made from the URL (ioredis, BullMQ, the worker
 * processes that get it in their environment) authenticates. A URL that names a password keeps
 * its own; without a password (none in the URL, no REDIS_PASSWORD) clients send no AUTH at all.
 */
export function withRedisPassword(url: string, password: string | undefined): string {
  if (!password) return url;
  const parsed = new URL(url);
  if (parsed.password) return url;
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The URL for logs and messages: never the password. */
export function redactedRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis://(unparsable URL)';
  }
}
