import { IsIn, IsString, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { ValidationError } from '../domain/domain-error';
import { RepeatedBody } from './repeated-body';
import { apiValidationPipe } from './validation.pipe';
import { keyed } from './keyed-validation';
import { inEnglish } from '../i18n/in-english';

class Filter {
  @IsIn(['today', 'this_month'], keyed('error.oneOf', { values: 'today, this_month' }))
  filterType!: string;
}

@RepeatedBody()
class RepeatedRequest {
  @IsString()
  type!: string;

  @ValidateNested()
  @Type(() => Filter)
  filter!: Filter;
}

class OrdinaryRequest {
  @IsString()
  type!: string;
}

const pipe = apiValidationPipe();
const asBody = (metatype: unknown) => ({ type: 'body' as const, metatype: metatype as never });
const refusal = (value: unknown, metatype: unknown) =>
  pipe.transform(value, asBody(metatype)).then(
    () => undefined,
    (e: ValidationError) => inEnglish(e.errors),
  );

describe('bodies validated once (RepeatedBody)', () => {
  it('gives the same body the same frozen DTO, of its class, with unknown fields stripped', async () => {
    const first = await pipe.transform(
      { type: 'FILTER', filter: { filterType: 'today' }, x: 1 },
      asBody(RepeatedRequest),
    );
    const again = await pipe.transform(
      { type: 'FILTER', filter: { filterType: 'today' }, x: 1 },
      asBody(RepeatedRequest),
    );
    expect(again).toBe(first);
    expect(first).toBeInstanceOf(RepeatedRequest);
    expect(first.filter).toBeInstanceOf(Filter);
    expect(first).toEqual({ type: 'FILTER', filter: { filterType: 'today' } });
    expect(Object.isFrozen(first) && Object.isFrozen(first.filter)).toBe(true);
    expect(() => {
      'use strict';
      first.filter.filterType = 'this_month';
    }).toThrow(TypeError);
  });

  it('validates another body on its own', async () => {
    const today = await pipe.transform(
      { type: 'FILTER', filter: { filterType: 'today' } },
      asBody(RepeatedRequest),
    );
    const month = await pipe.transform(
      { type: 'FILTER', filter: { filterType: 'this_month' } },
      asBody(RepeatedRequest),
    );
    expect(month).not.toBe(today);
    expect(month.filter.filterType).toBe('this_month');
  });

  it('refuses an invalid body every time, with its field and message', async () => {
    const bad = { type: 'FILTER', filter: { filterType: 'someday' } };
    const expected = [{ field: 'filter.filterType', message: 'Must be one of today, this_month' }];
    expect(await refusal(bad, RepeatedRequest)).toEqual(expected);
    expect(await refusal(bad, RepeatedRequest)).toEqual(expected);
    expect(await refusal({ type: 7, filter: { filterType: 'today' } }, RepeatedRequest)).toEqual([
      { field: 'type', message: 'type must be a string' },
    ]);
  });

  it('keeps no DTO of an unmarked class (each request gets its own, free to change)', async () => {
    const one = await pipe.transform({ type: 'a' }, asBody(OrdinaryRequest));
    const two = await pipe.transform({ type: 'a' }, asBody(OrdinaryRequest));
    expect(two).not.toBe(one);
    expect(Object.isFrozen(one)).toBe(false);
  });
});
