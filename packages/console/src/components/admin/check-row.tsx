import type { CSSProperties } from 'react';

export interface CheckRowProps {
  /** The form name of the box, and the id it stands for. */
  name: string;
  value: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  code: string;
  text: string;
  className?: string;
  textClassName?: string;
  style?: CSSProperties;
}

/** One tickable choice of a list: the box, the code in mono and the name. */
export function CheckRow({
  name,
  value,
  checked,
  onChange,
  code,
  text,
  className = '',
  textClassName = '',
  style,
}: CheckRowProps) {
  return (
    <label className={`flex items-center gap-2 text-sm text-slate-700 ${className}`} style={style}>
      <input
        type="checkbox"
        name={name}
        value={value}
        className="size-3.5 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="font-mono text-xs">{code}</span>
      <span className={`truncate ${textClassName}`}>{text}</span>
    </label>
  );
}
