import type { InputHTMLAttributes, ReactNode } from 'react';
import { Icon } from '@portico/elements/ui';
import { TextInput } from './form-controls';

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-label' | 'onChange'
> {
  /** The accessible name, and the placeholder unless one is given: the box has no visible label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The search or filter box above a list, a tree or a table of choices. */
export function SearchInput({
  label,
  onChange,
  type = 'search',
  placeholder = label,
  ...props
}: SearchInputProps) {
  return (
    <TextInput
      type={type}
      aria-label={label}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}

/**
 * A search box with the magnifier inside its left edge (the shell's menu search, the
 * translation editor); `className` styles the input, which leaves room for the icon, and
 * `children` sit over its right edge (a clear button).
 */
export function IconSearchInput({
  label,
  onChange,
  placeholder = label,
  className = '',
  iconClassName = 'size-4',
  boxClassName = '',
  children,
  ...props
}: SearchInputProps & { iconClassName?: string; boxClassName?: string; children?: ReactNode }) {
  return (
    <div className={`relative ${boxClassName}`}>
      <Icon
        name="search"
        className={`pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-slate-400 ${iconClassName}`}
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        className={`pl-8 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:outline-none ${className}`}
        {...props}
      />
      {children}
    </div>
  );
}
