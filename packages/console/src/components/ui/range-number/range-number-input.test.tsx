import { useState } from 'react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portico } from '../../../lib/portico';
import { button, click, key, render, typeInto, type Rendered } from '../testing/render';
import { EMPTY_RANGE, type NumberRangeValue } from './range-number';
import { RangeNumberInput, type RangeNumberInputProps } from './range-number-input';

let view: Rendered | null = null;
afterEach(() => view?.unmount());
beforeEach(() => {
  latest = EMPTY_RANGE;
});
portico.i18n.setLocale('en-US');

let latest: NumberRangeValue = EMPTY_RANGE;
function Harness(props: Partial<RangeNumberInputProps>) {
  const [value, setValue] = useState<NumberRangeValue>(EMPTY_RANGE);
  return (
    <RangeNumberInput
      label="Price"
      value={value}
      onChange={(next) => {
        latest = next;
        setValue(next);
      }}
      {...props}
    />
  );
}
const inputs = () => [...view!.container.querySelectorAll('input')];
const blur = (input: HTMLInputElement) =>
  act(() => input.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('RangeNumberInput (product.md §2.9 range-number input, §5 number ranges)', () => {
  it('labels both ends and steps with the arrow keys', () => {
    view = render(<Harness step={5} />);
    const [start, end] = inputs();
    expect(start!.getAttribute('aria-label')).toBe('Price: From');
    expect(end!.getAttribute('aria-label')).toBe('Price: To');
    key(start!, 'ArrowUp');
    key(start!, 'ArrowUp');
    expect(latest.start).toBe('10');
    key(end!, 'ArrowDown');
    expect(latest.end).toBe('-5');
  });

  it('clamps and rounds on blur, names a reversed range, and clears both ends', () => {
    view = render(<Harness max={100} precision={1} />);
    const [start, end] = inputs();
    typeInto(start!, '150');
    blur(start!);
    expect(latest.start).toBe('100.0');
    typeInto(end!, '2.26');
    blur(end!);
    expect(latest.end).toBe('2.3');
    expect(view.container.querySelector('[role=alert]')!.textContent).toBe(
      'The start cannot be greater than the end',
    );
    click(button(view.container, 'Price: Clear'));
    expect(latest).toEqual({ start: '', end: '' });
    expect(view.container.querySelector('[role=alert]')).toBeNull();
  });

  it('keeps the default bounds of ±99999999 (api-contract.md §9)', () => {
    view = render(<Harness />);
    const [start] = inputs();
    expect(start!.getAttribute('aria-valuemax')).toBe('99999999');
    typeInto(start!, '-100000000');
    blur(start!);
    expect(latest.start).toBe('-99999999');
  });
});
