import type { IdvView } from '../read-models/idv-view';
import { faceSectionHtml } from './idv-report.face';

const model = { model: 'blazeface+faceres', modelVersion: '@vladmandic/human@3.3.6' };
const liveness = {
  result: 'PASSED' as const,
  evidence: {
    noteKey: 'idvNote.faceLive',
    face: {
      model: 'antispoof+liveness',
      modelVersion: model.modelVersion,
      antispoof: 0.912,
      antispoofThreshold: 0.5,
      liveness: 0.871,
      livenessThreshold: 0.5,
    },
  },
};
const view = (checks: Record<string, unknown>) => ({ checks }) as unknown as IdvView;
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the IDV report face section', () => {
  it('shows both crops side by side with the score against the threshold, liveness, age and models', () => {
    const html = faceSectionHtml(
      view({
        selfie_verification: {
          result: 'PASSED',
          evidence: {
            face: {
              ...model,
              similarity: 0.7812,
              threshold: 0.64,
              estimatedAge: 31,
              documentAge: 39,
              ageDifference: 8,
              ageFinding: false,
              ageLimit: 15,
            },
          },
        },
        selfie_liveness: liveness,
      }),
      { face_selfie: 'data:image/jpeg;base64,AAA', face_portrait: 'data:image/jpeg;base64,BBB' },
      'en',
    );
    expect(html.match(/<img src="data:image\/jpeg;base64,(AAA|BBB)"/g)).toHaveLength(2);
    expect(text(html)).toContain('Similarity 0.781 against the threshold 0.64: same person');
    expect(text(html)).toContain('Anti-spoof 0.912 (threshold 0.5), liveness 0.871 (threshold 0.5): PASSED');
    expect(text(html)).toContain(
      'Estimated age 31, 39 by the date of birth on the document: gap 8 (finding above 15)',
    );
    expect(text(html)).toContain('Models blazeface+faceres, antispoof+liveness, @vladmandic/human@3.3.6');
  });

  it('says plainly that the ID front shows no face, in the reader’s language', () => {
    const html = faceSectionHtml(
      view({
        selfie_verification: {
          result: 'FAILED',
          evidence: { noteKey: 'idvNote.faceNoPortrait', face: { ...model, issue: 'noPortrait' } },
        },
        selfie_liveness: liveness,
      }),
      { face_selfie: 'data:image/jpeg;base64,AAA' },
      'fr',
    );
    expect(text(html)).toContain('Aucun visage trouvé au recto de la pièce');
    expect(html).toContain('<li>Aucun visage trouvé au recto de la pièce</li>');
    expect(html.match(/<img /g)).toHaveLength(1);
  });

  it('is empty when the selfie checks did not run', () => {
    expect(faceSectionHtml(view({ pdf_417: { result: 'PASSED', evidence: {} } }), {}, 'en')).toBe('');
  });
});
