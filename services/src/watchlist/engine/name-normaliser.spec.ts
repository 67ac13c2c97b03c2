import { foldToAscii, nameTokens, reorderSurnameFirst } from './name-normaliser';

describe('name normalisation', () => {
  it('reorders "SURNAME, Given" and leaves other names alone', () => {
    expect(reorderSurnameFirst('AL ZAWAHIRI, Dr. Ayman')).toBe('Dr. Ayman AL ZAWAHIRI');
    expect(reorderSurnameFirst('ANGLO-CARIBBEAN CO., LTD., LONDON')).toBe(
      'ANGLO-CARIBBEAN CO., LTD., LONDON',
    );
  });

  it('transliterates diacritics and other scripts to lower-case ASCII', () => {
    expect(foldToAscii('José Müller-Lüdenscheidt')).toBe('jose muller ludenscheidt');
    expect(foldToAscii('Борис Ельцин')).toBe('boris eltsin');
    expect(foldToAscii("O'Brien")).toBe('obrien');
  });

  it('drops titles, name particles and initials but never empties a name', () => {
    expect(nameTokens('AL-ZAWAHIRI, Dr. Ayman M.', true)).toEqual(['ayman', 'zawahiri']);
    expect(nameTokens('Ludwig van Beethoven', false)).toEqual(['ludwig', 'beethoven']);
    expect(nameTokens('Al', false)).toEqual(['al']);
  });
});
