import { localizedAnswer } from './localize-message.hook';
import { localized } from './translate';

describe('localizedAnswer', () => {
  it('renders a success message from its key, and keeps the rest of the answer', () => {
    const message = localized('message.userDisabled');
    expect(localizedAnswer('fr', { status: true, message, data: { id: 3 } })).toEqual({
      status: true,
      message: 'Utilisateur désactivé',
      data: { id: 3 },
    });
    expect(localizedAnswer('de', { status: true, message })).toEqual({
      status: true,
      message: 'Benutzer deaktiviert',
    });
    expect(localizedAnswer('en', { status: true, message })).toEqual({
      status: true,
      message: 'User disabled',
    });
  });

  it('leaves errors, answers without a message and non-objects untouched', () => {
    const error = { status: false, message: 'Utilisateur désactivé' };
    expect(localizedAnswer('fr', error)).toBe(error);
    const list = { status: true, data: [] };
    expect(localizedAnswer('de', list)).toBe(list);
    expect(localizedAnswer('nl', 'text')).toBe('text');
    expect(localizedAnswer('nl', null)).toBeNull();
  });
});
