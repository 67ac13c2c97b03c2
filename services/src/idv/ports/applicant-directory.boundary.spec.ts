import * as fs from 'node:fs';
import * as path from 'node:path';

const IDV = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

/**
 * IDV reads the sessions only through its ApplicantDirectory port; the composition root
 * (bootstrap/app.module.ts) hands it the module that provides the port, so IDV names nothing of sessions/.
 */
describe('IDV and the sessions feature', () => {
  it('imports nothing from sessions/', () => {
    const reaching = sourceFiles(IDV).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']*\/sessions\/[^']*)'/g)].map(
        (m) => `${path.relative(IDV, file)} → ${m[1]}`,
      ),
    );
    expect(reaching).toEqual([]);
  });
});
