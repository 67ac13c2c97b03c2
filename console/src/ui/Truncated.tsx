/**
 * Free text in a list cell (a name, an email) on one line, cut with an ellipsis past a width and
 * whole in its tooltip, so that one long value cannot push the Actions column off a 1280 px screen
 * in any language. The detail and the export always show the whole value.
 */
export function Truncated({ text, wide = false }: { text: string; wide?: boolean }) {
  return (
    <span className={wide ? 'cell-truncate cell-truncate-wide' : 'cell-truncate'} title={text}>
      {text}
    </span>
  );
}
