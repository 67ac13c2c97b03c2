import { Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** Colour families used by status chips across the console ('purple' is spec §4's inconclusive). */
export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'primary' | 'purple';

interface Props {
  tone: Tone;
  children: ReactNode;
  large?: boolean;
}

/** A minimal, round chip whose colour carries a status. */
export function StatusTag({ tone, children, large }: Props) {
  const purple = tone === 'purple';
  return (
    <Tag
      minimal
      round
      size={large ? 'large' : undefined}
      intent={tone === 'neutral' || purple ? 'none' : tone}
      className={purple ? 'tag-purple' : undefined}
      data-tone={tone}
    >
      {children}
    </Tag>
  );
}
