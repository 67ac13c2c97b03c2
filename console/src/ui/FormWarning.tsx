import { Callout } from '@blueprintjs/core';

/** The one warning at the top of a form (a failed sign-in or save); nothing when there is none. */
export function FormWarning({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Callout intent="warning" className="form-callout" role="alert">
      {message}
    </Callout>
  );
}
