// Runner: tsx. `npx tsx scripts/bench/import-reader.ts` (ROWS=200000 by default, RUNS=3): the import's
// reading half alone, in this process: an encrypted CSV of generated applicants through readChunks
// (parsing, validation, blind indexes, SSN encryption, pre-score, sealing) and each chunk made into
// the text the reader thread hands to the committing thread. Prints CPU and garbage collection per
// row (best of RUNS), the figures the reader thread costs an import (docs/performance.md) without
// PostgreSQL or the commit beside it.
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { DataKeys } from '../../services/src/shared/crypto/data-keys';
import { TenantKeys } from '../../services/src/shared/crypto/tenant-keys';
import { encryptingStream } from '../../services/src/shared/crypto/file-cipher';
import { readChunks } from '../../services/src/applicant-import/run-import/chunk-source';
import { chunkMessageJson } from '../../services/src/applicant-import/run-import/chunk-reader.thread-message';
import { writeApplicantCsv } from './lib/applicant-file';

const ROWS = Number(process.env.ROWS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 3);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-reader-'));
  try {
    const master = { data: [randomBytes(32)], index: randomBytes(32) };
    const keys = new DataKeys(master);
    const tenantKeys = new TenantKeys(master.data);
    const plain = path.join(dir, 'plain.csv');
    const file = path.join(dir, 'sealed.csv');
    await writeApplicantCsv(plain, ROWS);
    await pipeline(
      fs.createReadStream(plain),
      encryptingStream(keys.keys(1, 'import-file')[0]),
      fs.createWriteStream(file),
    );
    let gcMs = 0;
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (gcMs += e.duration))).observe({
      entryTypes: ['gc'],
    });
    const results: Array<{ cpu: number; gc: number; bytes: number }> = [];
    for (let run = 0; run < RUNS; run++) {
      gcMs = 0;
      let bytes = 0;
      const before = process.cpuUsage();
      const chunks = readChunks(
        {
          file,
          importId: '00000000-0000-4000-8000-000000000001',
          companyId: 1,
          skipRows: 0,
          chunkRows: 2000,
          reported: 0,
          maxReportedRows: 1000,
          today: new Date().toISOString().slice(0, 10),
        },
        keys,
        tenantKeys,
      );
      for await (const chunk of chunks) bytes += chunkMessageJson(chunk).length;
      const used = process.cpuUsage(before);
      await new Promise((r) => setTimeout(r, 50)); // the last collections' entries
      results.push({ cpu: (used.user + used.system) / ROWS, gc: (gcMs * 1000) / ROWS, bytes: bytes / ROWS });
    }
    const best = results.sort((a, b) => a.cpu - b.cpu)[0];
    console.log(
      `reader, ${ROWS.toLocaleString()} rows (best of ${RUNS}): CPU ${best.cpu.toFixed(1)} µs a row, of which garbage collection ${best.gc.toFixed(1)} µs; ` +
        `${best.bytes.toFixed(0)} bytes a row handed over; load ${os.loadavg()[0].toFixed(2)}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
