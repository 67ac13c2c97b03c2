import { HTMLSelect } from '@blueprintjs/core';

interface Props<V extends string> {
  /** Shown beside the select and read out as its name. */
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
}

/** A list filter in a page header: a small caption and its select. */
export function FilterSelect<V extends string>({ label, value, options, onChange }: Props<V>) {
  return (
    <label className="inline-label">
      {label}
      <HTMLSelect
        value={value}
        aria-label={label}
        options={options}
        onChange={(e) => onChange(e.currentTarget.value as V)}
      />
    </label>
  );
}
