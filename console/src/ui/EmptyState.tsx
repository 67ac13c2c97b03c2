import { NonIdealState, type NonIdealStateProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

interface Props extends Omit<NonIdealStateProps, 'title'> {
  title: ReactNode;
  /** 'page': the screen's only heading (its h1); 'section': a part of a screen or dialog. */
  level: 'page' | 'section';
}

/**
 * Blueprint's NonIdealState with its title at the level of its place (WCAG 1.3.1): Blueprint renders
 * the title as an h4, which is a skipped level on a page with an h1 and the screen's only heading
 * where the state is the whole page.
 */
export function EmptyState({ title, level, description, ...props }: Props) {
  const heading =
    level === 'page' ? (
      <h1 className="bp6-heading heading-as-h4">{title}</h1>
    ) : (
      <SectionHeading className="bp6-heading heading-as-h4">{title}</SectionHeading>
    );
  return (
    <NonIdealState
      {...props}
      description={
        <div>
          {heading}
          {description}
        </div>
      }
    />
  );
}
