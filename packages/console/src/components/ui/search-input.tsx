import type { InputHTMLAttributes } from 'react';
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
