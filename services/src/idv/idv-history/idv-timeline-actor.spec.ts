import type { Recorded } from '../../shared/domain/event';
import type { IdvEvent } from '../idv.events';
import { timelineEntry } from './idv-timeline';

const event = (actor: object | undefined) =>
  ({
    globalPosition: '1',
    streamVersion: 1,
    type: 'IdvLinkOpened',
    recordedAt: new Date('2026-11-25T12:00:00Z'),
    data: { linkId: 'l', openedAt: '2026-11-25T12:00:00Z', device: {} },
    metadata: actor ? { actor } : undefined,
  }) as unknown as Recorded<IdvEvent>;

describe('IDV history actor', () => {
  const key = { id: null, name: "API key 'Slate nightly'", type: 'apiKey', apiKeyId: 'abc' };

  it('names an API key in the reader language', () => {
    expect(timelineEntry(event(key), 'en').actor).toBe("API key 'Slate nightly'");
    expect(timelineEntry(event(key), 'fr').actor).toBe('clé d’API « Slate nightly »');
    expect(timelineEntry(event(key), 'de').actor).toBe('API-Schlüssel „Slate nightly“');
  });

  it('keeps a user name as recorded, and says system when nobody is recorded', () => {
    expect(timelineEntry(event({ id: 3, name: 'Avery Quinn', type: 'user' }), 'fr').actor).toBe(
      'Avery Quinn',
    );
    expect(timelineEntry(event(undefined), 'fr').actor).toBe('système');
  });
});

describe('IDV history actor stored language-neutral', () => {
  it('renders a key recorded by its own name in the reader language', () => {
    const key = { id: null, name: 'Slate nightly', type: 'apiKey', apiKeyId: 'abc' };
    expect(timelineEntry(event(key), 'fr').actor).toBe('clé d’API « Slate nightly »');
    expect(timelineEntry(event(key), 'en').actor).toBe("API key 'Slate nightly'");
  });
});

describe('who requested and who revoked, in the history lines', () => {
  const line = (type: string, data: object, language: 'en' | 'fr') =>
    timelineEntry({ ...event(undefined), type, data } as unknown as Recorded<IdvEvent>, language).summary;

  it('renders a key stored by its own name (negative id) and a legacy English one alike', () => {
    const requested = (name: string) => ({
      idvId: 'i',
      uuid: 'u',
      formType: 'ADMISSIONS',
      subject: {},
      source: 'remote',
      requestedBy: { id: -42, name },
      requestedAt: '2026-11-25T12:00:00Z',
    });
    expect(line('IdvRequested', requested('Slate'), 'fr')).toContain('clé d’API « Slate »');
    expect(line('IdvRequested', requested("API key 'Slate'"), 'fr')).toContain('clé d’API « Slate »');
    expect(line('IdvRequested', requested('Slate'), 'en')).toContain("API key 'Slate'");
    const revoked = { linkId: 'l', reason: 'revoked', revokedAt: 'x', revokedBy: { id: -42, name: 'Slate' } };
    expect(line('IdvLinkRevoked', revoked, 'fr')).toContain('clé d’API « Slate »');
  });
});
