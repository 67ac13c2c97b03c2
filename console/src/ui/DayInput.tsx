import { DateInput } from '@blueprintjs/datetime';
import { useT } from '../i18n/I18nProvider';

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
  const t = useT();
  return (
    <DateInput
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
