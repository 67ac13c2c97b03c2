import * as fs from 'node:fs';
import * as path from 'node:path';
import { getMetadataStorage } from 'class-validator';
import { ValidationError } from '../domain/domain-error';
import { inEnglish } from '../i18n/in-english';
import { hasMessage, isLocalized, render } from '../i18n/translate';
import { CompanyRequest } from '../../identity/companies/companies.dto';
import { SubmitCaptureRequest } from '../../idv/capture/capture.request.dto';
import { RequestRemoteIdvRequest } from '../../idv/request-remote-idv/request-remote-idv.request.dto';
import { apiValidationPipe } from './validation.pipe';

const SRC = path.resolve(__dirname, '..', '..');

/** Every source file that declares class-validator rules (the DTOs), loaded so their rules are registered. */
function loadDtos(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return loadDtos(file);
    if (!/\.ts$/.test(entry.name) || /\.(spec|int-spec)\.ts$/.test(entry.name)) return [];
    if (!fs.readFileSync(file, 'utf8').includes("from 'class-validator'")) return [];
    jest.requireActual(file);
    return [path.relative(SRC, file)];
  });
}

const pipe = apiValidationPipe();
const refusal = (value: unknown, metatype: unknown) =>
  pipe.transform(value, { type: 'body', metatype: metatype as never }).then(
    () => undefined,
    (e: ValidationError) => e,
  );

describe('DTO rules answer from catalogue keys', () => {
  it('gives every rule of every DTO a key, or class-validator wording the catalogue holds (error.cv.*)', () => {
    expect(loadDtos().length).toBeGreaterThan(5);
    const storage = getMetadataStorage() as unknown as {
      validationMetadatas: Map<
        unknown,
        { type: string; name?: string; propertyName: string; context?: unknown }[]
      >;
    };
    const unkeyed: string[] = [];
    for (const [target, rules] of storage.validationMetadatas) {
      for (const rule of rules) {
        // Only rules that can fail ('customValidation': IsString, MaxLength…; not IsOptional).
        if (rule.type !== 'customValidation' || isLocalized(rule.context)) continue;
        if (rule.name && hasMessage(`error.cv.${rule.name}`)) continue;
        unkeyed.push(`${(target as { name?: string }).name}.${rule.propertyName}: ${rule.name}`);
      }
    }
    expect(unkeyed).toEqual([]);
  });

  it("renders a rule's key with the rule's own values", async () => {
    const error = await refusal({ name: 'x'.repeat(256) }, CompanyRequest);
    expect(error?.errors).toEqual([
      { field: 'name', message: { key: 'error.maxLength', params: { property: 'name', max: 255 } } },
    ]);
    expect(render('fr', error!.text)).toBe('255 caractères au maximum');
  });

  it("words a rule without a key of its own as class-validator does, 'each' rules and nested DTOs included", async () => {
    expect(inEnglish((await refusal({ mrz: ['x'.repeat(51)] }, SubmitCaptureRequest))?.errors)).toEqual([
      { field: 'mrz', message: 'each value in mrz must be shorter than or equal to 50 characters' },
    ]);
    const remote = await refusal(
      {
        form_type: 'ADMISSIONS',
        type: 'sms',
        data: { name: 'A B', phoneNumber: '1', email: 'a@b.org', city: 'c'.repeat(101) },
      },
      RequestRemoteIdvRequest,
    );
    expect(inEnglish(remote?.errors)).toEqual([
      { field: 'data.city', message: 'city must be shorter than or equal to 100 characters' },
    ]);
    expect(render('de', remote!.errors![0].message)).toBe('city darf höchstens 100 Zeichen haben');
  });
});
