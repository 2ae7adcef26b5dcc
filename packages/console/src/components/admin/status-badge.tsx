import { useT } from '../../lib/use-t';

export type BadgeTone = 'green' | 'red' | 'amber' | 'slate' | 'blue';

const TONES: Record<BadgeTone, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  slate: 'bg-slate-100 text-slate-600 ring-slate-200',
  blue: 'bg-brand-50 text-brand-700 ring-brand-100',
};

/** A small coloured state label (enabled, disabled, locked, a step's status…). */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-0.5 text-[11px] leading-none font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** An account, unit or application state: green "Enabled" or red "Disabled". */
export function EnabledBadge({ status }: { status: string }) {
  const t = useT();
  const enabled = status === 'enabled';
  return (
    <StatusBadge tone={enabled ? 'green' : 'red'}>
      {t(enabled ? 'common.enabled' : 'common.disabled')}
    </StatusBadge>
  );
}
