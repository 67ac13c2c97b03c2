import * as fs from 'node:fs';
import * as path from 'node:path';
import { isOtherLiveNode, pidsWithArgument, signal } from '../../shared/process/processes';

/**
 * The profile directories of the Chromium a worker process runs, one per launch:
 * `DATA_DIR/chromium/<pid of the VerifyDesk process>-<launch>`. Chromium is launched on a pipe and
 * exits when that closes (also when VerifyDesk is killed with -9); the profile's name in every
 * Chromium process's arguments lets the next launch find and end anything a killed process still
 * left, and remove its profile. Profiles of other live VerifyDesk processes are left alone.
 */
export class ChromiumProfiles {
  private launches = 0;

  constructor(private readonly root: string) {}

  /** A fresh profile for the next launch, after the leftovers of dead processes are gone. */
  next(): string {
    this.removeLeftovers();
    const dir = path.join(this.root, `${process.pid}-${++this.launches}`);
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  /** Never throws: a profile that cannot be removed now is removed by the next launch. */
  remove(dir: string): void {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // left for removeLeftovers
    }
  }

  removeLeftovers(): void {
    let names: string[];
    try {
      names = fs.readdirSync(this.root);
    } catch {
      return;
    }
    for (const name of names) {
      const owner = Number(name.split('-')[0]);
      // This process's earlier launches are over too (a launch happens only once the last browser is gone).
      if (isOtherLiveNode(owner)) continue;
      const dir = path.join(this.root, name);
      for (const pid of pidsWithArgument(`--user-data-dir=${dir}`)) signal(pid, 'SIGKILL');
      this.remove(dir);
    }
  }
}
