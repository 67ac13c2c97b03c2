import { Classes, type Intent } from '@blueprintjs/core';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

interface Props extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address inside the console, followed without a reload. */
  href: string;
  intent?: Intent;
  children: ReactNode;
}

/**
 * A link drawn as a minimal Blueprint button: a real `<a href>` (read as a link, in the tab order,
 * followed with Enter, opened in a new tab with a middle click). Blueprint's AnchorButton calls
 * itself a button (role="button") and reloads the page.
 */
export function ButtonLink({ href, intent, className, children, ...rest }: Props) {
  const classes = [Classes.BUTTON, Classes.MINIMAL, Classes.intentClass(intent), className];
  return (
    <Link href={href} className={classes.filter(Boolean).join(' ')} {...rest}>
      <span className={Classes.BUTTON_TEXT}>{children}</span>
    </Link>
  );
}
