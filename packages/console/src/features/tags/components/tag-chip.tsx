import type { ManagedTag } from '@portico/sdk/contract';

/** A managed tag as a chip, in its colour (white text) or the theme's. */
export function TagChip({ tag }: { tag: Pick<ManagedTag, 'name' | 'color'> }) {
  return (
    <span
      className={`inline-flex h-5 items-center rounded px-1.5 text-[11px] font-medium ${tag.color ? 'text-white' : 'bg-brand-50 text-brand-700'}`}
      style={tag.color ? { backgroundColor: tag.color } : undefined}
    >
      {tag.name}
    </span>
  );
}
