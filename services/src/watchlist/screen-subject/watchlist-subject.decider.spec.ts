import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import type { WatchlistMatch, WatchlistResult } from '../engine/watchlist-result';
import {
  reviewMatch,
  screenSubject,
  watchlistSubjectDecider,
  type Screening,
} from './watchlist-subject.decider';
import type { WatchlistSubjectEvent } from './watchlist-subject.events';

const given = (...events: WatchlistSubjectEvent[]) =>
  events.reduce(watchlistSubjectDecider.evolve, watchlistSubjectDecider.initialState());

function match(entryId: string, score = 0.93): WatchlistMatch {
  return {
    name: 'AL-ZAWAHIRI, Ayman',
    score,
    sanctionType: 'SDGT',
    details: `OFAC SDN ${entryId}`,
    entryId,
    source: 'OFAC_SDN',
    watchlistType: 'OFAC SDN',
    entityType: 'individual',
    countryCodes: ['EG'],
    matchedName: 'Ayman Al-Zawahiri',
    matchedNameKind: 'alias',
    breakdown: {
      nameScore: score,
      lengthWeightedAverage: score,
      matchedIndexFraction: 1,
      unmatchedIndexFactor: 1,
      tokenPairs: [],
      unmatchedQueryTokens: [],
      dob: { outcome: 'match', adjustment: 0 },
      country: { outcome: 'match', adjustment: 0 },
      final: score,
    },
    listVersion: { source: 'OFAC_SDN', sha256: 'v1', fetchedAt: '2024-01-01T00:00:00.000Z' },
  };
}

function result(...matches: WatchlistMatch[]): WatchlistResult {
  return {
    riskLevel: matches.length ? 'high' : 'low',
    matchStatus: matches.length ? 'match' : 'no_match',
    countryCodes: ['EG'],
    watchlistTypes: ['OFAC SDN'],
    matches,
    threshold: 0.88,
    listVersions: [{ source: 'OFAC_SDN', sha256: 'v1', fetchedAt: '' }],
  };
}

const SESSION = '6f1f6a58-0d5c-4c1c-9d3e-2c1c7c1b0a11';
const screening = (over: Partial<Screening>): Screening => ({
  sessionUuid: SESSION,
  trigger: 'manual',
  subject: { fullName: 'Aiman Zawahri', dateOfBirth: '1951-06-19', countryCode: 'EG' },
  result: result(match('OFAC:2676')),
  versionKey: 'k1',
  entryHashes: new Map([['OFAC:2676', 'h1']]),
  at: new Date('2025-05-01T10:00:00Z'),
  ...over,
});
const reviewer = { id: 7, name: 'Avery Quinn' };
const review = (decision = 'false_positive', reason = 'Different person: DOB 2004') => ({
  sessionUuid: SESSION,
  entryId: 'OFAC:2676',
  decision,
  reason,
  by: reviewer,
  at: new Date('2025-05-01T11:00:00Z'),
});

describe('watchlist subject decider', () => {
  it('records a screening with each match, its entry content hash, and no review yet', () => {
    const [event] = screenSubject(given(), screening({}));
    expect(event.type).toBe('WatchlistScreened');
    expect(event.data.matches[0]).toMatchObject({
      entryId: 'OFAC:2676',
      entryContentHash: 'h1',
      review: null,
    });
    expect(event.data).toMatchObject({
      riskLevel: 'high',
      versionKey: 'k1',
      trigger: 'manual',
      flaggedEntryIds: [],
    });
  });

  it('records a review with who, when and why, for a match of the latest screening only', () => {
    const screened = given(...screenSubject(given(), screening({})));
    expect(reviewMatch(screened, review())).toEqual([
      {
        type: 'WatchlistMatchReviewed',
        data: {
          sessionUuid: SESSION,
          entryId: 'OFAC:2676',
          entryContentHash: 'h1',
          decision: 'false_positive',
          reason: 'Different person: DOB 2004',
          by: reviewer,
          at: '2025-05-01T11:00:00.000Z',
        },
      },
    ]);
    expect(() => reviewMatch(screened, { ...review(), entryId: 'UN:QDi.001' })).toThrow(NotFoundError);
    expect(() => reviewMatch(given(), review())).toThrow(NotFoundError);
  });

  it('refuses a review without a reason or with an unknown decision', () => {
    const screened = given(...screenSubject(given(), screening({})));
    expect(() => reviewMatch(screened, review('false_positive', '   '))).toThrow(ValidationError);
    expect(() => reviewMatch(screened, review('maybe'))).toThrow(ValidationError);
  });

  it('keeps a cleared false positive cleared on recheck while the entry is unchanged', () => {
    const s1 = screenSubject(given(), screening({}));
    const reviewed = reviewMatch(given(...s1), review());
    const [recheck] = screenSubject(
      given(...s1, ...reviewed),
      screening({ at: new Date('2025-05-02T09:00:00Z') }),
    );
    expect(recheck.data.matches[0].review).toEqual({
      decision: 'false_positive',
      reason: 'Different person: DOB 2004',
      by: reviewer,
      at: '2025-05-01T11:00:00.000Z',
      carriedOver: true,
    });
  });

  it('invalidates the review when the list entry changed since, and flags the match on rescreen', () => {
    const s1 = screenSubject(given(), screening({}));
    const history = [...s1, ...reviewMatch(given(...s1), review())];
    const [rescreen] = screenSubject(
      given(...history),
      screening({ trigger: 'rescreen', versionKey: 'k2', entryHashes: new Map([['OFAC:2676', 'h2']]) }),
    );
    expect(rescreen.data.matches[0]).toMatchObject({
      entryContentHash: 'h2',
      review: { decision: 'false_positive', invalidatedBecause: 'entry changed' },
    });
    expect(rescreen.data.flaggedEntryIds).toEqual(['OFAC:2676']);
    // The invalidated decision no longer applies to later screenings either.
    const [later] = screenSubject(
      given(...history, rescreen),
      screening({ versionKey: 'k2', entryHashes: new Map([['OFAC:2676', 'h2']]) }),
    );
    expect(later.data.matches[0].review).toBeNull();
  });

  it('flags a new match on rescreen, and a review clears the flag', () => {
    const s1 = screenSubject(given(), screening({ result: result() }));
    const [rescreen] = screenSubject(given(...s1), screening({ trigger: 'rescreen', versionKey: 'k2' }));
    expect(rescreen.data.flaggedEntryIds).toEqual(['OFAC:2676']);
    const state = given(
      ...s1,
      rescreen,
      ...reviewMatch(given(...s1, rescreen), review('confirmed', 'Same person')),
    );
    expect(state.flagged).toEqual([]);
  });

  it('does nothing when a rescreen repeats the versions already used (at-least-once jobs)', () => {
    const s1 = screenSubject(given(), screening({}));
    expect(screenSubject(given(...s1), screening({ trigger: 'rescreen' }))).toEqual([]);
  });
});
