import {
  checkButtonKey,
  historyLines,
  isStrongScore,
  matchStatusKey,
  reviewState,
  riskLevelKey,
  signed,
} from './watchlistModel';
import type { components } from '../../app/generated/openapi';
import { translator } from '../../i18n/translate';
import type { WatchlistHistoryEvent, WatchlistResult } from './watchlistTypes';
import { dictionaries } from '../../i18n/allDictionaries';
import { registerDictionaries } from '../../i18n/translate';

// The console fetches each language's texts when used; here all four are at hand.
registerDictionaries(dictionaries);

type WatchlistMatchInEvent = components['schemas']['WatchlistScreenedMatchResponse'];

describe('watchlist display rules (spec §2, §9)', () => {
  it.each([
    [0.81, true],
    [0.8, false],
    [0.5, false],
    [1, true],
  ])('score %s strong: %s', (score, strong) => expect(isStrongScore(score)).toBe(strong));

  it.each([
    ['high', 'watchlist.high'],
    ['HIGH', 'watchlist.high'],
    ['low', 'watchlist.low'],
    ['medium', 'watchlist.low'],
    [null, 'watchlist.low'],
  ])('risk %s → %s', (risk, key) => expect(riskLevelKey(risk)).toBe(key));

  it('switches the button to Recheck once results exist', () => {
    expect(checkButtonKey(null)).toBe('watchlist.check');
    const empty: WatchlistResult = {
      riskLevel: 'low',
      matchStatus: 'no_match',
      countryCodes: [],
      watchlistTypes: [],
      matches: [],
      reviewStatus: 'no_matches',
      flaggedEntryIds: [],
      listVersion: { key: 'k', threshold: 0.88, lists: [] },
      trigger: 'manual',
      screenedAt: '2026-09-01T12:00:00.000Z',
    };
    expect(checkButtonKey(empty)).toBe('watchlist.recheck');
  });

  it.each([
    [null, 'none'],
    [{ decision: 'confirmed', reason: 'r', by: { id: 1, name: 'A' }, at: 'x' }, 'standing'],
    [
      { decision: 'confirmed', reason: 'r', by: { id: 1, name: 'A' }, at: 'x', carriedOver: true },
      'carriedOver',
    ],
    [
      {
        decision: 'false_positive',
        reason: 'r',
        by: { id: 1, name: 'A' },
        at: 'x',
        carriedOver: true,
        invalidatedBecause: 'entry changed',
      },
      'invalidated',
    ],
  ] as const)('review %j → %s', (review, state) => expect(reviewState(review)).toBe(state));

  it.each([
    [0, '+0.000'],
    [-0.15, '−0.150'],
    [0.91234, '+0.912'],
  ])('signed %s → %s', (n, text) => expect(signed(n)).toBe(text));
});

describe('historyLines', () => {
  const ann = { id: 1, name: 'Ann', type: 'user' as const };
  const screenedMatch = {} as WatchlistMatchInEvent;
  it('lists screenings and reviews newest first with who did them', () => {
    const lines = historyLines([
      {
        eventId: 'a',
        version: 1,
        type: 'WatchlistScreened',
        recordedAt: 't1',
        correlationId: 'c1',
        actor: ann,
        data: {
          sessionUuid: 'u',
          trigger: 'manual',
          subject: { fullName: 'Ada Lovelace', dateOfBirth: null, countryCode: null },
          versionKey: 'k',
          listVersions: [],
          threshold: 0.88,
          riskLevel: 'high',
          matchStatus: 'match',
          countryCodes: [],
          watchlistTypes: [],
          matches: [screenedMatch, screenedMatch],
          flaggedEntryIds: [],
          screenedAt: 't1a',
        },
      },
      {
        eventId: 'b',
        version: 2,
        type: 'WatchlistMatchReviewed',
        recordedAt: 't2',
        correlationId: 'c2',
        actor: ann,
        data: {
          sessionUuid: 'u',
          entryId: 'OFAC:1',
          entryContentHash: 'h',
          decision: 'false_positive',
          reason: 'DOB differs',
          by: { id: 2, name: 'Ann B' },
          at: 't2b',
        },
      },
      // An event type a newer server may add.
      {
        eventId: 'c',
        version: 3,
        type: 'Unknown',
        recordedAt: 't3',
        correlationId: 'c3',
        actor: { id: null, name: '', type: 'system' },
        data: {},
      } as unknown as WatchlistHistoryEvent,
    ]);
    expect(lines.map((l) => [l.kind, l.at, l.by])).toEqual([
      ['other', 't3', ''],
      ['reviewed', 't2b', 'Ann B'],
      ['screened', 't1a', 'Ann'],
    ]);
    expect(lines[1]).toMatchObject({ entryId: 'OFAC:1', decision: 'false_positive', reason: 'DOB differs' });
    expect(lines[2]).toMatchObject({ trigger: 'manual', riskLevel: 'high', matchCount: 2 });
  });
});

describe('matchStatusKey (issue 33)', () => {
  it('names the match status in the reader language, never the API value', () => {
    const statuses = ['match', 'possible_match', 'no_match'] as const;
    expect(statuses.map((s) => translator('fr')(matchStatusKey(s)))).toEqual([
      'Correspondance',
      'Correspondance possible',
      'Aucune correspondance',
    ]);
    expect(translator('de')(matchStatusKey('match'))).toBe('Treffer');
    expect(translator('en')(matchStatusKey('no_match'))).toBe('No match');
  });
});
