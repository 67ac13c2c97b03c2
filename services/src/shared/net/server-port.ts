import * as fs from 'node:fs';
import * as path from 'node:path';
import { freePort, portIsFree } from './port-is-free';

/**
 * What DATA_DIR remembers about a server the product runs beside itself (embedded PostgreSQL,
 * local Redis): its port, so a restart finds the same server and data, and the pid of the
 * VerifyDesk process that owns it (stops it at shutdown).
 */
export interface ServerRecord {
  port: number;
  ownerPid: number;
  /** Where the server keeps its data, when that is not under DATA_DIR. */
  dataDir?: string;
}

export function readServerRecord(file: string): ServerRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as ServerRecord;
    return Number.isInteger(record.port) ? record : null;
  } catch {
    return null;
  }
}

/** Written to a temporary file and renamed, so a crash never leaves half a record. */
export function writeServerRecord(file: string, record: ServerRecord): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

export interface PortChoice {
  /** The port the operator fixed (e.g. EMBEDDED_PG_PORT): used as is, or a clear error. */
  explicit?: number;
  /** The port this DATA_DIR used last time. */
  remembered?: number;
  /** The documented default, tried before any free port. */
  preferred: number;
  /** The environment variable that fixes the port, for the error message. */
  setting: string;
  /** What the port is for, for the error message ("embedded PostgreSQL"). */
  what: string;
}

/**
 * The operator's port when set; otherwise the remembered one or the default when free, else any
 * free port, so a second checkout on the same machine starts beside the first.
 */
export async function choosePort(choice: PortChoice): Promise<number> {
  if (choice.explicit) {
    if (await portIsFree(choice.explicit)) return choice.explicit;
    throw new Error(
      `port ${choice.explicit} (${choice.setting}) is taken by another program, so the ${choice.what} cannot start: ` +
        `choose another ${choice.setting}, or unset it and VerifyDesk picks a free port`,
    );
  }
  for (const port of [choice.remembered, choice.preferred]) {
    if (port && (await portIsFree(port))) return port;
  }
  return freePort();
}

/** A port setting such as EMBEDDED_PG_PORT: undefined when unset, an error when not a port number. */
export function portSetting(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name}=${text} is not a port number (1-65535)`);
  return port;
}

/** The record file of one server kind under DATA_DIR. */
export function serverRecordFile(dataDir: string, name: string): string {
  return path.join(dataDir, `${name}.server.json`);
}
