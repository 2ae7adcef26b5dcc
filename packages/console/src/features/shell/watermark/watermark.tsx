import { WATERMARK_OPACITY } from './watermark-paths';

/** Copies of the text in the grid; enough to cover a 4K content area at this spacing. */
const TILES = 96;

/**
 * The watermark over the content (product.md §2.8): the unit name and user code repeated at a
 * slant, at opacity 0.15. It never takes a click or a selection, and screen readers skip it.
 */
export function Watermark({ text }: { text: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      className="absolute inset-0 z-10 overflow-hidden select-none"
      style={{ opacity: WATERMARK_OPACITY, pointerEvents: 'none' }}
    >
      <div className="absolute -inset-1/2 flex -rotate-[20deg] flex-wrap content-start gap-x-24 gap-y-20 p-10">
        {Array.from({ length: TILES }, (_, index) => (
          <span key={index} className="text-base font-medium whitespace-nowrap text-slate-500">
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}
