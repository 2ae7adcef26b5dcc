import type { CSSProperties } from 'react';

export interface CheckRowProps {
  /** The form name of the box. */
  name: string;
  /** What the box stands for: its id is the box's value. */
  choice: { id: string; code: string; name: string };
  checked: boolean;
  onChange: (on: boolean) => void;
  className?: string;
  textClassName?: string;
  style?: CSSProperties;
}

/** One tickable choice of a list: the box, the code in mono and the name. */
export function CheckRow({
  name,
  choice,
  checked,
  onChange,
  className = '',
  textClassName = '',
  style,
}: CheckRowProps) {
  return (
    <label className={`flex items-center gap-2 text-sm text-slate-700 ${className}`} style={style}>
      <input
        type="checkbox"
        name={name}
        value={choice.id}
        className="size-3.5 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="font-mono text-xs">{choice.code}</span>
      <span className={`truncate ${textClassName}`}>{choice.name}</span>
    </label>
  );
}
