import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { Readable, pipeline } from 'node:stream';
import { pipeline as pp } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { encryptingStream, decryptingStream } from '../../services/src/verifications/crypto/file-cipher';
import { generateApplicantCsv } from '../../test/support/applicant-csv';
(async () => {
  const key = randomBytes(32);
  await pp(Readable.from([Buffer.from(generateApplicantCsv(3000).csv)]), encryptingStream(key), fs.createWriteStream('/tmp/x.enc'));
  const parser = pipeline(await decryptingStream('/tmp/x.enc', key), parse({ bom: true, info: true, relax_column_count: true }), (e) => console.log('pipeline done', e));
  let n = 0;
  for await (const r of parser) n++;
  console.log('end', n);
})();
