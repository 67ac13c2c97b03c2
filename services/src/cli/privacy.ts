import 'reflect-metadata';
import { loadConfig } from '../shared/config/app-config';
import { createRuntime } from '../bootstrap/runtime-factory';
import { processApplicantKeys } from '../privacy/applicant-keys.public';
import { sealExistingPersonalData } from '../privacy/seal-existing.public';

const USAGE = `usage: npm run privacy -w services -- <seal-existing>
  seal-existing  seal personal data written before per-applicant keys (the worker also does it at start)
`;

/** Privacy commands (docs/privacy.md). */
async function main(): Promise<void> {
  if (process.argv[2] !== 'seal-existing') {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const runtime = await createRuntime(loadConfig());
  try {
    const { sealed } = await sealExistingPersonalData(runtime.db, processApplicantKeys(), {
      progress: (p) =>
        process.stdout.write(
          `${p.step}: ${p.sealed} rows sealed (${p.remaining} events to seal at the start)\n`,
        ),
    });
    process.stdout.write(
      `done: ${sealed} rows sealed in this run; nothing personal is left unsealed there\n`,
    );
  } finally {
    await runtime.shutdown();
  }
}

main().catch((error) => {
  process.stderr.write(`seal-existing failed: ${(error as Error).message}\n`);
  process.exit(1);
});
