import { translate } from '../shared/i18n';
import { localizedFigure, noteText } from './idv-text';
import { faceSectionHtml } from './idv-report/idv-report.face';
import type { IdvView } from './read-models/idv-view';

describe("figures in check notes and the report's face lines, in the reader's language (issue 33)", () => {
  const match = {
    noteKey: 'idvNote.faceMatch',
    noteParams: { score: '0.769', threshold: '0.6' },
  };

  it('writes a stored similarity and threshold with the decimal sign of each language', () => {
    expect(noteText('en', match)).toBe(
      translate('en', 'idvNote.faceMatch', { score: '0.769', threshold: '0.6' }),
    );
    for (const language of ['fr', 'de', 'nl'] as const) {
      const note = noteText(language, match);
      expect(note).toBe(translate(language, 'idvNote.faceMatch', { score: '0,769', threshold: '0,6' }));
      expect(note).not.toMatch(/\d\.\d/);
    }
  });

  it('keeps the stored digits, and leaves what is not a figure as it is', () => {
    expect(localizedFigure('de', '0.500')).toBe('0,500');
    expect(localizedFigure('fr', '-0.15')).toBe('-0,15');
    expect(localizedFigure('fr', 'A1234.56X')).toBe('A1234.56X');
    expect(localizedFigure('fr', '42')).toBe('42');
  });

  it("writes the PDF's similarity, thresholds and liveness scores with the language's decimal sign", () => {
    const view = {
      checks: {
        selfie_verification: {
          result: 'PASSED',
          evidence: {
            face: {
              similarity: 0.76912,
              thresholds: { pass: 0.6, fail: 0.45 },
              decision: 'MATCH',
              model: 'm',
              modelVersion: '1',
            },
          },
        },
        selfie_liveness: {
          result: 'PASSED',
          evidence: {
            face: {
              antispoof: 0.9123,
              antispoofThreshold: 0.5,
              liveness: 0.87,
              livenessThreshold: 0.55,
              model: 'l',
              modelVersion: '1',
            },
          },
        },
      },
    } as unknown as IdvView;
    const de = faceSectionHtml(view, {}, 'de');
    expect(de).toContain('0,769');
    expect(de).toContain('0,6');
    expect(de).toContain('0,45');
    expect(de).toContain('0,912');
    expect(de).toContain('0,55');
    expect(de.replace(/<[^>]*>/g, '')).not.toMatch(/\d\.\d/);
    expect(faceSectionHtml(view, {}, 'en')).toContain('0.769');
  });
});
