import type { ReactNode } from 'react';
import { part } from '../appearance/parts';

export type BadgeTone = 'neutral' | 'info' | 'warning' | 'danger' | 'success';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-portico-border text-portico-muted',
  info: 'border-portico-primary text-portico-primary',
  warning: 'border-portico-warning text-portico-warning',
  danger: 'border-portico-danger text-portico-danger',
  success: 'border-portico-success text-portico-success',
};

/** A small outlined label (message level, read state). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      part={part('badge')}
      className={`inline-flex items-center rounded-full border bg-portico-surface px-2 py-px text-xs leading-5 font-medium whitespace-nowrap ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** Badge tone of a message level (product.md §3: INFO normal, WARN warning, SERIOUS urgent). */
export function levelTone(level: string): BadgeTone {
  if (level === 'SERIOUS') return 'danger';
  if (level === 'WARN') return 'warning';
  return 'info';
}
