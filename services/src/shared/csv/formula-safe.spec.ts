import { exportFileName, formulaSafe } from './formula-safe';

describe('formula-safe CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+13035550143', `'+13035550143`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
    ['Avery', 'Avery'],
    ['a=b', 'a=b'],
    [null, ''],
    [true, 'true'],
    [new Date('2026-01-02T03:04:05.000Z'), '2026-01-02T03:04:05.000Z'],
  ])('%p becomes %p', (input, output) => {
    expect(formulaSafe(input)).toBe(output);
  });

  it('names the file Report-YYYY-MM-DD-HH-mm-ss-verifications.csv', () => {
    expect(exportFileName(new Date('2026-01-02T03:04:05.678Z'))).toBe(
      'Report-2026-01-02-03-04-05-verifications.csv',
    );
  });
});
