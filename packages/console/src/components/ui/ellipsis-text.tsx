/**
 * A one-line value cut by the width it has, not by a character count: the cut shows an ellipsis
 * and the whole value is the tooltip, so wide screens show it all and nothing is lost on narrow
 * ones. The parent must give it a width (a table cell, a flex item with min-w-0).
 */
export function EllipsisText({
  text,
  empty = '—',
}: {
  text: string | null | undefined;
  empty?: string;
}) {
  if (!text) return <span className="text-slate-500">{empty}</span>;
  return (
    <span className="block truncate" title={text}>
      {text}
    </span>
  );
}
