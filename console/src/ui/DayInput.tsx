import { DateInput } from '@blueprintjs/datetime';
import { useRef, useState, type KeyboardEvent } from 'react';
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

/** The class of the field's calendar popover (it renders in a portal, away from the field). */
const popoverClass = (id: string) => `day-input-popover-${id}`;

/** The calendar's own controls (month, year, arrows, days), in tab order, once it is on screen. */
function calendarControls(id: string): HTMLElement[] {
  const calendar = document.querySelector(`.${popoverClass(id)}`);
  return [
    ...(calendar?.querySelectorAll<HTMLElement>('.bp6-datepicker select, .bp6-datepicker button') ?? []),
  ].filter((e) => !e.hasAttribute('disabled') && e.tabIndex >= 0);
}

/** Whether focus is in the calendar of this field. */
const focusInCalendar = (id: string) =>
  Boolean(document.querySelector(`.${popoverClass(id)}`)?.contains(document.activeElement));

/**
 * A calendar-day picker that reads and writes 'yyyy-MM-dd' (spec §9 date pickers).
 *
 * On the keyboard (WCAG 2.1.1, 2.1.2) the day is typed; Blueprint's DateInput would instead take Tab
 * into its calendar and, at the calendar's end, back to the field, so Tab never left it. Here Tab
 * moves on (the calendar closes behind it), Esc closes the calendar and keeps focus in the field,
 * ArrowDown opens the calendar and moves into it (Esc there, or a day picked, comes back to the
 * field). `forced` overrides Blueprint's own open state for these; null leaves it to Blueprint.
 */
export function DayInput({ id, value, onChange, maxDate, minDate, placeholder }: Props) {
  const { t, language } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [forced, setForced] = useState<'open' | 'closed' | null>(null);
  // Focus given back to the field from its calendar must not open the calendar again.
  const returning = useRef(false);
  // ArrowDown asked for the calendar before it was drawn: focus goes into it once it has opened.
  const entering = useRef(false);
  // Open as Blueprint has rendered it (the field's aria-expanded), even before the calendar's days
  // are drawn: Esc then closes the calendar and leaves focus in the field (Blueprint's own Esc blurs it).
  const calendarOpen = () => input.current?.getAttribute('aria-expanded') === 'true';
  const backToField = () => {
    returning.current = true;
    input.current?.focus();
    window.setTimeout(() => (returning.current = false));
  };
  const followBlueprint = () => {
    if (!returning.current) setForced(null);
  };
  const onKeyDownCapture = (e: KeyboardEvent) => {
    const inField = e.target === input.current;
    if (e.key !== 'ArrowDown') entering.current = false;
    if (e.key === 'Tab' && !e.shiftKey && inField) {
      // Before Blueprint's handler, which would move focus into the calendar.
      e.stopPropagation();
      setForced('closed');
    } else if (e.key === 'Escape' && (!inField || calendarOpen())) {
      // The calendar closes, not a dialog around the field.
      e.stopPropagation();
      e.preventDefault();
      setForced('closed');
      if (!inField) backToField();
    } else if (e.key === 'ArrowDown' && inField) {
      e.stopPropagation();
      e.preventDefault();
      setForced('open');
      // Into the calendar now if it is drawn, else as soon as it has opened (however long that takes).
      const first = calendarControls(id)[0];
      first?.focus();
      entering.current = !first || document.activeElement !== first;
    }
  };
  const enterOpenedCalendar = () => {
    if (!entering.current) return;
    entering.current = false;
    calendarControls(id)[0]?.focus();
  };
  return (
    <span className="day-input" onKeyDownCapture={onKeyDownCapture}>
      <DateInput
        locale={CALENDAR_LOCALES[language]}
        dateFnsFormat={FORMAT}
        value={value ? `${value}T00:00:00` : null}
        onChange={(next) => {
          // A day picked from the keyboard: the calendar closes and focus is back in the field.
          if (focusInCalendar(id)) {
            setForced('closed');
            backToField();
          } else setForced(null);
          onChange(next ? next.slice(0, 10) : null);
        }}
        maxDate={maxDate}
        minDate={minDate ?? new Date(1900, 0, 1)}
        placeholder={placeholder ?? FORMAT}
        inputProps={{
          id,
          autoComplete: 'off',
          inputRef: input,
          onClick: () => setForced('open'),
          onFocus: followBlueprint,
        }}
        outOfRangeMessage={t('common.dateOutOfRange')}
        invalidDateMessage={t('common.dateInvalid')}
        popoverProps={{
          placement: 'bottom-start',
          popoverClassName: popoverClass(id),
          // Only when forced: otherwise Blueprint's own state opens and closes it.
          ...(forced ? { isOpen: forced === 'open' } : {}),
          // A click outside (or Blueprint's own Esc) closes it. An opening is never taken from here:
          // Blueprint's popover also reports back the open state it was given (after its own render, so
          // sooner or later depending on the machine's load), and following it dropped the calendar
          // ArrowDown had just opened. Focus and clicks on the field open it (onFocus, onClick).
          onInteraction: (open: boolean) => (open ? undefined : setForced('closed')),
          onOpened: enterOpenedCalendar,
        }}
        highlightCurrentDay
      />
    </span>
  );
}
