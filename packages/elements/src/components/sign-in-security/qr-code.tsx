import { encode } from 'uqr';
import { useMemo } from 'react';
import { part } from '../../appearance/parts';

/**
 * A QR code drawn here as one SVG path (uqr encodes it in the page): the enrolment secret never
 * leaves the browser for a third-party image service. Dark modules on a white ground whatever
 * the theme, as authenticator apps read them best.
 */
export function QrCode({
  value,
  label,
  size = 176,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: qr.size };
  }, [value]);
  return (
    <svg
      part={part('qr-code')}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="shrink-0 rounded-portico bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
