import { localizedAnswer } from './localize-message.hook';

describe('localizedAnswer', () => {
  it('translates a success message the catalogue knows, and keeps the rest of the answer', () => {
    expect(localizedAnswer('fr', { status: true, message: 'User disabled', data: { id: 3 } })).toEqual({
      status: true,
      message: 'Utilisateur désactivé',
      data: { id: 3 },
    });
    expect(localizedAnswer('de', { status: true, message: 'User disabled' })).toEqual({
      status: true,
      message: 'Benutzer deaktiviert',
    });
  });

  it('leaves errors, answers without a message and non-objects untouched', () => {
    const error = { status: false, message: 'User disabled' };
    expect(localizedAnswer('fr', error)).toBe(error);
    const list = { status: true, data: [] };
    expect(localizedAnswer('de', list)).toBe(list);
    expect(localizedAnswer('nl', 'text')).toBe('text');
    expect(localizedAnswer('nl', null)).toBeNull();
  });
});
