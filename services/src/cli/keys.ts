import 'reflect-metadata';
import { loadConfig } from '../shared/config/app-config';
import { createRuntime } from '../bootstrap/runtime-factory';
import { keyFilePath } from '../shared/crypto/key-file';
import { keyId } from '../shared/crypto/key-id';
import { addDataKey, dropOldDataKeys, initKeyFile, rotationStatus } from '../key-rotation/key-file-commands';
import { queueKeyRotationIfDue } from '../key-rotation/key-rotation.processor';

const USAGE = `usage: npm run keys -w services -- <init|rotate|status|drop-old>
  init      create the key file (DATA_DIR/verifydesk-keys.json or KEY_FILE) with fresh secrets
  rotate    add a new current data key; restart every process, the worker then re-encrypts (job key-rotation)
  status    where the rotation to the current key stands (queues it if it is due)
  drop-old  remove the older data keys once the rotation has finished
`;

/** Key file commands (docs/operations.md, "Secrets and key rotation"). */
async function main(): Promise<void> {
  const command = process.argv[2];
  const config = loadConfig();
  const file = keyFilePath(config.dataDir);
  if (command === 'init') {
    process.stdout.write(`created ${file} (mode 0600), data key ${initKeyFile(file)}\n`);
  } else if (command === 'rotate') {
    const { current, older } = addDataKey(file);
    process.stdout.write(
      `new data key ${current} (older, read-only until re-encrypted: ${older.join(', ')}).\n` +
        'Restart every VerifyDesk process (copy the key file to each machine first); the worker re-encrypts, then run drop-old.\n',
    );
  } else if (command === 'status' || command === 'drop-old') {
    const runtime = await createRuntime(config);
    try {
      if (command === 'status') {
        await queueKeyRotationIfDue(runtime);
        const current = keyId(runtime.secrets.dataKeys[0]);
        const status = await rotationStatus(runtime.db, current);
        process.stdout.write(
          `current data key ${current}, ${runtime.secrets.dataKeys.length - 1} older key(s) loaded; rotation: ${
            status
              ? `${status.finished ? 'finished' : `at ${status.step}`}, ${status.rewritten} values re-encrypted`
              : 'none'
          }\n`,
        );
      } else {
        const dropped = await dropOldDataKeys(file, runtime.db);
        process.stdout.write(
          dropped.length
            ? `dropped data key(s) ${dropped.join(', ')}; restart every process\n`
            : 'no older data key to drop\n',
        );
      }
    } finally {
      await runtime.shutdown();
    }
  } else {
    process.stderr.write(USAGE);
    process.exit(2);
  }
}

main().catch((error) => {
  process.stderr.write(`keys: ${(error as Error).message}\n`);
  process.exit(1);
});
