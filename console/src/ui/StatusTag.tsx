import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Colour families used by status chips across the console. */
export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'primary';

interface Props {
  tone: Tone;
  children: ReactNode;
}

/** A minimal, round chip whose colour carries a status. */
export function StatusTag({ tone, children }: Props) {
  return (
    <Tag minimal round intent={tone === 'neutral' ? 'none' : tone}>
      {children}
    </Tag>
  );
}
