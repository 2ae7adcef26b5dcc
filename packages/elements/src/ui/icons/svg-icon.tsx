/** Draws one icon's path data (paths.ts) in the current text colour; decorative, hidden from AT. */
export function SvgIcon({
  paths,
  className = 'size-4',
  part,
}: {
  paths: readonly string[];
  className?: string;
  /** The shadow part name(s), where a page may style the icon. */
  part?: string;
}) {
  return (
    <svg
      part={part}
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
