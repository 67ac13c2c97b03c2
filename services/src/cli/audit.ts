import 'reflect-metadata';
import { loadConfig } from '../shared/config/app-config';
import { createRuntime } from '../bootstrap/runtime-factory';
import { verifyAccessChains } from '../access-log/verify-chains';

/**
 * `npm run audit -- verify`: walks each company's access-log hash chain (docs/access-log.md) and
 * prints the first broken link (company, line) or "intact"; exit code 1 when any chain is broken.
 */
async function main(): Promise<void> {
  if (process.argv[2] !== 'verify') {
    process.stderr.write('usage: audit verify\n');
    process.exit(2);
  }
  const runtime = await createRuntime(loadConfig());
  let broken = false;
  try {
    const verdicts = await verifyAccessChains(runtime.db);
    for (const v of verdicts) {
      if (v.broken) {
        broken = true;
        process.stdout.write(
          `company ${v.companyId}: broken at line ${v.broken.seq} (${v.broken.reason}); ${v.lines} lines read\n`,
        );
      } else process.stdout.write(`company ${v.companyId}: intact (${v.lines} lines)\n`);
    }
    if (!broken) process.stdout.write(`intact: ${verdicts.length} companies\n`);
  } finally {
    await runtime.shutdown();
  }
  process.exit(broken ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`audit failed: ${(error as Error).message}\n`);
  process.exit(2);
});
