import { ValidationError } from '../domain/domain-error';
import { parseId } from './id-param.pipe';
import { MAX_INPUT_DEPTH, findBadInput } from './input-guard';
import { MAX_PAGE, parsePage, parsePaging } from './paging';
import { inEnglish } from '../i18n/in-english';

describe('input rules at the door', () => {
  it('reads ids as plain digits from 1 to 2^53 - 1 only', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(42)).toBe(42);
    expect(parseId('007')).toBe(7);
    for (const bad of [
      '0',
      '-1',
      '1e3',
      '0x10',
      ' 7',
      '',
      '9007199254740992',
      '9223372036854775808',
      9223372036854775808,
      1.5,
      null,
      ['1'],
    ]) {
      expect({ bad, id: parseId(bad) }).toEqual({ bad, id: null });
    }
  });

  it('reads pages from 1 to MAX_PAGE and refuses the rest with a field error', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('3')).toBe(3);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of [
      '0',
      '-1',
      'abc',
      '1.5',
      String(MAX_PAGE + 1),
      '9007199254740993',
      '100000000000000000000',
      ['1', '2'],
    ]) {
      expect(() => parsePage(bad)).toThrow(ValidationError);
    }
    expect(() => parsePaging({ page: '1', sort: 'constructor' }, { id: 'id' }, 'id')).toThrow(
      'Cannot sort by constructor',
    );
    expect(() => parsePaging({ search: ['a', 'b'] } as any, { id: 'id' }, 'id')).toThrow(ValidationError);
  });

  it('finds NUL characters, lone surrogates and deep nesting anywhere in a value, keys included', () => {
    expect(findBadInput({ a: ['fine', { b: 'ok 😀' }] }, '')).toBeNull();
    expect(inEnglish(findBadInput({ a: ['x', { b: 'a\u0000b' }] }, ''))).toEqual({
      field: 'a.1.b',
      message: 'Must not contain a NUL character',
    });
    expect(findBadInput({ email: '\ud800' }, '')?.field).toBe('email');
    expect(inEnglish(findBadInput({ email: 'x\udc00' }, '')?.message)).toContain('surrogate');
    expect(findBadInput({ ['k\u0000']: 1 }, '')?.field).toBe('k\u0000');
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH + 5; i += 1) deep = [deep];
    expect(inEnglish(findBadInput(deep, '')?.message)).toContain('nested');
  });
});
