import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFormFields } from '../admin/use-form-fields';
import {
  bindForm,
  CheckBox,
  CheckField,
  ChoiceGroup,
  SelectField,
  TextField,
} from './bound-fields';
import { render, typeInto, type Rendered } from './testing/render';

interface Form {
  code: string;
  kind: 'a' | 'b';
  on: boolean;
}
type Errors = Partial<Record<keyof Form, string>>;

/** A form whose messages start filled in, as after a refused Save. */
function Harness({ initialErrors }: { initialErrors: Errors }) {
  const fields = useFormFields<Form, Errors>({ code: 'x', kind: 'a', on: false });
  const bind = bindForm(fields, (message) => `!${message}`);
  return (
    <form>
      <button type="button" onClick={() => fields.setErrors(initialErrors)}>
        check
      </button>
      <TextField bind={bind} name="code" label="Code" required hint="Letters" maxLength={4} />
      <SelectField
        bind={bind}
        name="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <CheckField bind={bind} name="on" label="On" />
      <output data-testid="state">{JSON.stringify(fields.form)}</output>
    </form>
  );
}

let view: Rendered | null = null;
afterEach(() => {
  view?.unmount();
  view = null;
});

const byLabel = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text)!;
  // A label names its control by `for`, or by wrapping it (a checkbox).
  return (
    label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input')
  ) as HTMLInputElement;
};

describe('bound form fields (the admin dialogs: label, control, hint and message wired for assistive tech)', () => {
  it('labels the control, describes it by its hint, and marks it required', () => {
    view = render(<Harness initialErrors={{}} />);
    const input = view.container.querySelector<HTMLInputElement>('input[name=code]')!;
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Letters',
    );
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.maxLength).toBe(4);
    expect(byLabel('*Code')).toBe(input);
  });

  it('shows the stored message through `show`, ties it to the control, and clears it on typing', () => {
    view = render(<Harness initialErrors={{ code: 'tooLong', kind: 'wrong' }} />);
    act(() => view!.container.querySelector<HTMLButtonElement>('button')!.click());
    const input = view.container.querySelector<HTMLInputElement>('input[name=code]')!;
    const message = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('!tooLong');
    expect(message.getAttribute('role')).toBe('alert');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(view.container.querySelector('select')!.getAttribute('aria-invalid')).toBe('true');

    typeInto(input, 'abc');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(view.container.textContent).not.toContain('!tooLong');
    // Only the field typed in is cleared.
    expect(view.container.querySelector('select')!.getAttribute('aria-invalid')).toBe('true');
    expect(JSON.parse(view.container.querySelector('output')!.textContent!)).toMatchObject({
      code: 'abc',
    });
  });

  it('binds a select and a checkbox to their fields', () => {
    view = render(<Harness initialErrors={{}} />);
    const select = view.container.querySelector('select')!;
    act(() => {
      select.value = 'b';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => byLabel('On').click());
    expect(JSON.parse(view.container.querySelector('output')!.textContent!)).toEqual({
      code: 'x',
      kind: 'b',
      on: true,
    });
  });

  it('a choice group is named by its legend and described by its message', () => {
    view = render(
      <ChoiceGroup legend="Days" required error="Choose at least one day">
        <CheckBox name="day0" label="Mon" />
        <CheckBox name="day1" label="Tue" />
      </ChoiceGroup>,
    );
    const group = view.container.querySelector('fieldset')!;
    expect(group.querySelector('legend')!.textContent).toBe('*Days');
    const message = document.getElementById(group.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe('Choose at least one day');
    expect(message.getAttribute('role')).toBe('alert');
    expect(group.querySelectorAll('input[type=checkbox]')).toHaveLength(2);
  });
});
