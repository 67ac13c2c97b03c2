/**
 * The recipes docs/integrations.md gives integrators, read from the document itself so a test runs
 * exactly what a reader copies (test/api/integrator-walkthrough.e2e-spec.ts).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

export const INTEGRATIONS_DOC = path.resolve(__dirname, '..', '..', 'docs', 'integrations.md');

/** The fenced code blocks of a Markdown file, without the fences and the list indentation. */
function codeBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const fence = /^( *)```[a-z]*\n([\s\S]*?)^\1```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const indent = match[1].length;
    blocks.push(
      match[2]
        .split('\n')
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join('\n'),
    );
  }
  return blocks;
}

/** The one code block of docs/integrations.md that contains `marker` (e.g. its file-name comment). */
export function documentedCode(marker: string): string {
  const found = codeBlocks(fs.readFileSync(INTEGRATIONS_DOC, 'utf8')).filter((b) => b.includes(marker));
  if (found.length !== 1)
    throw new Error(`docs/integrations.md has ${found.length} code blocks with ${marker}`);
  return found[0];
}

export type SignatureCheck = (
  secret: string,
  header: string,
  rawBody: string,
  toleranceSeconds?: number,
) => boolean;

/** The signature check as documented (a CommonJS snippet), evaluated as a receiver would paste it. */
export function documentedSignatureCheck(): SignatureCheck {
  const source = documentedCode('function verifyVerifyDeskSignature');
  const module = new Function('require', `${source}\nreturn verifyVerifyDeskSignature;`);
  return module(require) as SignatureCheck;
}
