import {
  SELFIE_ISSUES as SERVER_ISSUES,
  SELFIE_RULES as SERVER_RULES,
} from '../../services/src/idv/face/face-examination';
import { SELFIE_ISSUES, SELFIE_RULES } from '../../console/src/features/capture/face/selfieRules';

/**
 * The capture page tells the applicant what to fix before the upload with the server's own rules
 * (issue 15); the server decides. The two copies must not drift apart.
 */
describe('selfie rules on the device and on the server', () => {
  it('are the same numbers and the same issues', () => {
    expect(SELFIE_RULES).toEqual(SERVER_RULES);
    expect([...SELFIE_ISSUES]).toEqual([...SERVER_ISSUES]);
  });
});
