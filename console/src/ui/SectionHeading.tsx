import { createContext, useContext, type HTMLAttributes } from 'react';

/** The level of a section's heading where it is rendered: 2 on a page (under its h1), 3 in a dialog (under its h2). */
const SectionLevel = createContext<2 | 3>(2);

/** Content whose sections sit one level deeper: a dialog's body, below the dialog's h2 title. */
export function NestedSections({ children }: { children: React.ReactNode }) {
  return <SectionLevel.Provider value={3}>{children}</SectionLevel.Provider>;
}

/**
 * A section's title at the level its place asks for (WCAG 1.3.1, headings in order with no level
 * skipped): the same detail renders as a page and inside a dialog.
 */
export function SectionHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  const Tag = useContext(SectionLevel) === 3 ? 'h3' : 'h2';
  return <Tag {...props} />;
}

/** Blueprint Section's `titleRenderer` (its default is an h6): the same look, at the level of its place. */
export function SectionTitle({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <SectionHeading {...props} className={`bp6-heading heading-as-h6 ${className ?? ''}`} />;
}
