import { normalizeError } from '../../app/apiError';
import { en } from '../../i18n/en';
import { passwordChangeError, type UserMessage } from './passwordChangeMessage';

const shown = (m: UserMessage) => ('key' in m ? en[m.key] : m.text);

describe('passwordChangeError (spec §8)', () => {
  it.each([
    [
      normalizeError(400, { status: false, message: 'INVALID_CURRENT_PASSWORD' }),
      'Your current passwrod is not correct.',
    ],
    [
      normalizeError(400, {
        status: false,
        message: 'Error: INVALID_CURRENT_PASSWORD (current password mismatch)',
      }),
      'Your current passwrod is not correct.',
    ],
    [
      normalizeError(400, { status: false, message: 'Password was used recently' }),
      'Password was used recently',
    ],
    [normalizeError(500, {}), 'An error occured!'],
    [normalizeError(0, undefined), 'Something went wrong!'],
    [new Error('boom'), 'An error occured!'],
  ])('%#', (error, expected) => {
    expect(shown(passwordChangeError(error))).toBe(expected);
  });
});
