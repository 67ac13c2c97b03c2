import { dictionaries } from './allDictionaries';
import type { MessageKey } from './en';
import { registerDictionaries, translator } from './translate';

// The console fetches each language's texts when used; here all four are at hand.
registerDictionaries(dictionaries);

const deadline = '2031-03-17';

describe('plural texts: the form of the count, by the rules of the language', () => {
  it.each([
    ['en', ['1 day before the deadline', '3 days before the deadline'], ['1 day before', '3 days before']],
    ['fr', ['1 jour avant l’échéance', '3 jours avant l’échéance'], ['1 jour avant le', '3 jours avant le']],
    ['de', ['1 Tag vor der Frist', '3 Tage vor der Frist'], ['1 Tag vor dem', '3 Tage vor dem']],
    ['nl', ['1 dag vóór de termijn', '3 dagen vóór de termijn'], ['1 dag vóór', '3 dagen vóór']],
  ] as const)('%s: one day, three days', (language, [oneDay, threeDays], [oneBefore, threeBefore]) => {
    const t = translator(language);
    expect(t('finaid.reminders.daysBefore', { count: 1 })).toBe(oneDay);
    expect(t('finaid.reminders.daysBefore', { count: 3 })).toBe(threeDays);
    expect(t('finaid.history.milestone.before', { count: 1, deadline })).toBe(`${oneBefore} ${deadline}`);
    expect(t('finaid.history.milestone.before', { count: 3, deadline })).toBe(`${threeBefore} ${deadline}`);
  });

  it('takes 0 as singular in French only', () => {
    expect(translator('fr')('finaid.reminders.daysBefore', { count: 0 })).toBe('0 jour avant l’échéance');
    expect(translator('en')('finaid.reminders.daysBefore', { count: 0 })).toBe('0 days before the deadline');
    expect(translator('de')('finaid.reminders.daysBefore', { count: 0 })).toBe('0 Tage vor der Frist');
    expect(translator('nl')('finaid.reminders.daysBefore', { count: 0 })).toBe('0 dagen vóór de termijn');
  });

  it('gives a category the dictionaries do not have (French "many", for millions) the other form', () => {
    expect(translator('fr')('finaid.reminders.daysBefore', { count: 1_000_000 })).toBe(
      '1000000 jours avant l’échéance',
    );
  });

  it('still shows a key in no dictionary as it is, with or without a count', () => {
    const unknown = 'accessLog.kind.unknown' as MessageKey;
    expect(translator('de')(unknown)).toBe(unknown);
    expect(translator('de')(unknown, { count: 2 })).toBe(unknown);
  });
});
