import { actorLabel, storedActorName } from './actor-label';

describe('actorLabel: who did it, in the reader language', () => {
  it('renders an API key stored by its own name (negative actor id or type apiKey) in French', () => {
    expect(actorLabel({ id: -123456, name: 'Slate nightly' }, 'fr')).toBe('clé d’API « Slate nightly »');
    expect(actorLabel({ id: null, name: 'Slate nightly', type: 'apiKey' }, 'fr')).toBe(
      'clé d’API « Slate nightly »',
    );
    expect(actorLabel({ id: -1, name: 'Slate nightly' }, 'en')).toBe("API key 'Slate nightly'");
  });

  it('also renders rows stored before as English "API key \'…\'"', () => {
    expect(actorLabel({ id: -5, name: "API key 'Slate nightly'" }, 'fr')).toBe('clé d’API « Slate nightly »');
  });

  it('keeps a user or process name as stored, and says system in French when nobody is recorded', () => {
    expect(actorLabel({ id: 3, name: 'Avery Quinn' }, 'fr')).toBe('Avery Quinn');
    expect(actorLabel(null, 'fr')).toBe('système');
    expect(actorLabel({ id: null, name: 'outbox-delivery', type: 'system' }, 'fr')).toBe('outbox-delivery');
  });

  it("stores an API key's own name, a user's name otherwise", () => {
    expect(storedActorName({ name: "API key 'Slate'", apiKey: { name: 'Slate' } })).toBe('Slate');
    expect(storedActorName({ name: 'Avery Quinn' })).toBe('Avery Quinn');
  });
});
