import * as fs from 'node:fs';

/**
 * Small Linux process helpers for the servers the product runs beside itself (PostgreSQL, Redis,
 * Chromium): is a pid alive, what is it, stop it and wait, find leftovers by their arguments.
 */

/** True while the process exists (EPERM: it exists but belongs to another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's short name (`/proc/<pid>/comm`: postgres, redis-server, node), or null when gone. */
export function processName(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** The process's arguments, or null when gone or unreadable. */
export function commandLine(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
}

/** The process's parent pid (`/proc/<pid>/stat`, after the name, which may hold spaces), or null when gone. */
export function parentPid(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/** Every pid on the machine (Linux /proc); empty where /proc is missing. */
export function allPids(): number[] {
  try {
    return fs
      .readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** Pids with exactly this argument (e.g. a Chromium `--user-data-dir=…` of ours). */
export function pidsWithArgument(argument: string): number[] {
  return allPids().filter((pid) => pid !== process.pid && (commandLine(pid) ?? []).includes(argument));
}

/** Sends the signal, ignoring a process that is already gone. */
export function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Resolves true once the process is gone, false when it still runs after timeoutMs. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/** Asks politely, then insists: `sig`, and `force` if the process still runs after graceMs. */
export async function stopProcess(
  pid: number,
  sig: NodeJS.Signals,
  graceMs: number,
  force: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  signal(pid, sig);
  if (await waitForExit(pid, graceMs)) return;
  signal(pid, force);
  await waitForExit(pid, 5_000);
}

/** A node process other than this one, alive (another VerifyDesk instance on the same DATA_DIR). */
export function isOtherLiveNode(pid: number | undefined): boolean {
  if (!pid || pid === process.pid || !isAlive(pid)) return false;
  return (commandLine(pid)?.[0] ?? '').includes('node');
}
