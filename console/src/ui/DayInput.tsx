import { DateInput } from '@blueprintjs/datetime';
import type { Locale } from 'date-fns';
import { de, enUS, fr, nl } from 'date-fns/locale';
import { useI18n } from '../i18n/I18nProvider';
import type { Language } from '../i18n/translate';

/**
 * The calendar's month and day names, given as date-fns Locale objects: a locale *code* makes
 * Blueprint import `date-fns/locale/<code>/index.js` at run time, which the built console does not
 * serve ("Could not load "en-US" date-fns locale" in the browser console).
 */
const CALENDAR_LOCALES: Record<Language, Locale> = { en: enUS, fr, de, nl };

interface Props {
  id: string;
  /** 'yyyy-MM-dd' or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** Latest selectable day (spec §5: no future dates). */
  maxDate?: Date;
  minDate?: Date;
  placeholder?: string;
}

const FORMAT = 'yyyy-MM-dd';

/** A calendar-day picker that reads and writes 'yyyy-MM-dd' (spec §9 date pickers). */
export function DayInput({ id, value, onChange, maxDate, minDate, placeholder }: Props) {
  const { t, language } = useI18n();
  return (
    <DateInput
      locale={CALENDAR_LOCALES[language]}
      dateFnsFormat={FORMAT}
      value={value ? `${value}T00:00:00` : null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
      maxDate={maxDate}
      minDate={minDate ?? new Date(1900, 0, 1)}
      placeholder={placeholder ?? FORMAT}
      inputProps={{ id, autoComplete: 'off' }}
      outOfRangeMessage={t('common.dateOutOfRange')}
      invalidDateMessage={t('common.dateInvalid')}
      popoverProps={{ placement: 'bottom-start' }}
      highlightCurrentDay
    />
  );
}
