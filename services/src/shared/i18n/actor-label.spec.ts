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

  it('keeps a user name as stored, and says system in French when nobody is recorded', () => {
    expect(actorLabel({ id: 3, name: 'Avery Quinn' }, 'fr')).toBe('Avery Quinn');
    expect(actorLabel(null, 'fr')).toBe('système');
  });

  it("names the product's own processes in the reader's language (issue 33)", () => {
    const applicant = { id: null, name: 'applicant', type: 'system' as const };
    const check = { id: null, name: 'document-check', type: 'system' as const };
    const outbox = { id: null, name: 'outbox-delivery', type: 'system' as const };
    expect([applicant, check, outbox].map((a) => actorLabel(a, 'fr'))).toEqual([
      'candidat',
      'contrôle du document',
      'envoi des messages',
    ]);
    expect(actorLabel(outbox, 'de')).toBe('Nachrichtenversand');
    expect(actorLabel(check, 'nl')).toBe('documentcontrole');
    expect(actorLabel(applicant, 'en')).toBe('applicant');
    // A user who happens to be called like a process keeps their name.
    expect(actorLabel({ id: 7, name: 'applicant', type: 'user' }, 'fr')).toBe('applicant');
  });

  it("stores an API key's own name, a user's name otherwise", () => {
    expect(storedActorName({ name: "API key 'Slate'", apiKey: { name: 'Slate' } })).toBe('Slate');
    expect(storedActorName({ name: 'Avery Quinn' })).toBe('Avery Quinn');
  });
});
