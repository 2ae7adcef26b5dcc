/** A 24-unit stroke icon from path data (the icon sets stay plain data, the markup one place). */
export function Icon({
  paths,
  className = 'size-4',
}: {
  paths: readonly string[];
  className?: string;
}) {
  return (
    <svg
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

/** Icons of the bar's first paint. */
export const BAR_ICONS = {
  chevron: ['m6 9 6 6 6-6'],
  operations: [
    'M20 7h-9',
    'M14 17H5',
    'M17 14a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
    'M7 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  ],
  person: ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M4 21a8 8 0 0 1 16 0'],
  apps: ['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z'],
} as const;
