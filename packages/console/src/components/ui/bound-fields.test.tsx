import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../lib/text';
import { useFormFields } from '../admin/use-form-fields';
import {
  bindForm,
  CheckBox,
  CheckField,
  ChoiceGroup,
  SelectField,
  TextField,
  TextFields,
  type TextFieldSpec,
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

  it("draws a run of text fields from their specs, in order, labelled in the reader's language", () => {
    interface Unit {
      code: string;
      descript: string;
      theme: string;
    }
    const specs: TextFieldSpec<Unit>[] = [
      { name: 'code', label: 'field.unit.code', required: true, maxLength: 64, disabled: true },
      { name: 'descript', label: 'field.unit.name', hint: 'units.form.moveHint', maxLength: 200 },
      { name: 'theme', label: 'field.unit.theme' },
    ];
    function Specs() {
      const fields = useFormFields<Unit, Partial<Record<keyof Unit, string>>>({
        code: 'H1',
        descript: 'Hotel',
        theme: '',
      });
      return <TextFields bind={bindForm(fields)} fields={specs} autoFocus />;
    }
    // The locale the console decided (jsdom's browser language), which the test renders in.
    view = render(<Specs />);
    const inputs = [...view.container.querySelectorAll('input')];
    expect(inputs.map((input) => input.name)).toEqual(['code', 'descript', 'theme']);
    expect(inputs.map((input) => input.value)).toEqual(['H1', 'Hotel', '']);
    expect(byLabel(`*${text('field.unit.code')}`)).toBe(inputs[0]);
    expect(byLabel(text('field.unit.name'))).toBe(inputs[1]);
    expect(inputs[0]!.disabled).toBe(true);
    expect(inputs[1]!.maxLength).toBe(200);
    expect(document.getElementById(inputs[1]!.getAttribute('aria-describedby')!)!.textContent).toBe(
      text('units.form.moveHint'),
    );
    // The cursor starts in the first field one can change: the disabled code is passed over.
    expect(document.activeElement).toBe(inputs[1]);
  });
});
