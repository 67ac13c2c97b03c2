import Redis from 'ioredis';
import { AppConfig } from './config/app-config';
import type { Secrets } from './crypto/secrets';
import { Database } from './database/database';
import { EventStore } from './event-store/event-store';

/** The connections and settings one process runs with; built once at start (see bootstrap). */
export interface Runtime {
  config: AppConfig;
  databaseUrl: string;
  redisUrl: string;
  db: Database;
  redis: Redis;
  events: EventStore;
  jwtSecret: string;
  /** Keys from the key file or the environment (shared/crypto/secrets.ts). */
  secrets: Secrets;
  /** Stops whatever the process started itself (embedded PostgreSQL, local Redis). */
  shutdown(): Promise<void>;
}

export const RUNTIME = Symbol('RUNTIME');
