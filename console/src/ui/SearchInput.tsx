import { Button, InputGroup } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '../app/useDebouncedValue';
import { useT } from '../i18n/I18nProvider';

interface Props {
  hint: string;
  /** Called with the trimmed text after the 800 ms pause, or at once when cleared. */
  onSearch: (value: string) => void;
}

/** Search box with a clear button; reports after a pause in typing. */
export function SearchInput({ hint, onSearch }: Props) {
  const t = useT();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim());
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => latest.current(debounced), [debounced]);
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      placeholder={hint}
      aria-label={t('common.search')}
      value={text}
      onValueChange={setText}
      className="search-input"
      rightElement={
        text ? (
          <Button
            variant="minimal"
            icon="cross"
            aria-label={t('common.clearSearch')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : undefined
      }
    />
  );
}
