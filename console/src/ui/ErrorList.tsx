import { Callout, type Intent } from '@blueprintjs/core';

interface Props {
  messages: string[];
  intent?: Intent;
  title?: string;
}

/** A callout listing messages such as the spec's '[field] message' server errors; nothing when empty. */
export function ErrorList({ messages, intent = 'danger', title }: Props) {
  if (messages.length === 0) return null;
  return (
    <Callout intent={intent} title={title} className="error-list" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul>
          {messages.map((m, i) => (
            <li key={i}>{m}</li>
          ))}
        </ul>
      )}
    </Callout>
  );
}
