import 'reflect-metadata';
import { loadConfig } from '../shared/config/app-config';
import { createRuntime } from '../bootstrap/runtime-factory';
import { rebuildReadModel } from '../bootstrap/rebuild-read-model';
import { ASYNC_PROJECTIONS, INLINE_PROJECTIONS, findProjection } from '../projections.registry';

/** `scripts/rebuild-projection.sh <name|all>`: replays the event log into a read model from position 0. */
async function main(): Promise<void> {
  const name = process.argv[2];
  const names = [...INLINE_PROJECTIONS, ...ASYNC_PROJECTIONS].map((p) => p.name);
  if (!name || (name !== 'all' && !findProjection(name))) {
    process.stderr.write(`usage: rebuild-projection <${['all', ...names].join('|')}>\n`);
    process.exit(2);
  }
  const runtime = await createRuntime(loadConfig());
  try {
    for (const target of name === 'all' ? names : [name]) {
      const started = Date.now();
      const count = await rebuildReadModel(runtime.databaseUrl, findProjection(target)!);
      process.stdout.write(`${target}: ${count} events replayed in ${Date.now() - started} ms\n`);
    }
  } finally {
    await runtime.shutdown();
  }
}

main().catch((error) => {
  process.stderr.write(`rebuild failed: ${(error as Error).message}\n`);
  process.exit(1);
});
