import { Select, TextInput, type SelectOption } from '../form-controls';
import type { SearchItem } from './search-bar';
import type { SearchForm, SearchValues } from './use-search-form';

/** A text filter of a search bar, bound to its field of the bar's draft. */
export function textItem<V extends SearchValues>(
  form: SearchForm<V>,
  key: keyof V & string,
  label: string,
  placeholder?: string,
): SearchItem {
  return {
    key,
    label,
    control: (
      <TextInput
        name={key}
        value={form.draft[key]}
        placeholder={placeholder}
        onChange={(event) => form.set(key, event.target.value)}
      />
    ),
  };
}

/** A select filter of a search bar ("all" is one of `options`, usually the first). */
export function selectItem<V extends SearchValues>(
  form: SearchForm<V>,
  key: keyof V & string,
  label: string,
  options: readonly SelectOption[],
): SearchItem {
  return {
    key,
    label,
    control: (
      <Select
        name={key}
        value={form.draft[key]}
        onChange={(event) => form.set(key, event.target.value)}
        options={options}
      />
    ),
  };
}
