import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../lib/portico';
import { button, click, render, type Rendered } from '../ui/testing/render';
import { CheckRow } from './check-row';
import { ChoiceDialog, useChosenIds } from './choice-dialog';

let view: Rendered | null = null;
beforeEach(() => portico.i18n.setLocale('en-US'));
afterEach(() => view?.unmount());

const CHOICES = [
  { id: 'd1', code: 'FO', name: 'Front office' },
  { id: 'd2', code: 'HK', name: 'Housekeeping' },
];

function Picker({ saved, onSave }: { saved?: string[]; onSave: (ids: string[]) => void }) {
  const { picked, flip } = useChosenIds(saved);
  return (
    <ChoiceDialog
      title="Departments"
      width={480}
      onClose={() => {}}
      onSave={() => onSave([...picked])}
      saving={false}
      ready={saved !== undefined}
      count={picked.size}
    >
      {CHOICES.map((choice) => (
        <CheckRow
          key={choice.id}
          name="departmentIds"
          choice={choice}
          checked={picked.has(choice.id)}
          onChange={(on) => flip(choice.id, on)}
        />
      ))}
    </ChoiceDialog>
  );
}

const box = (id: string) => document.querySelector<HTMLInputElement>(`input[value=${id}]`)!;
const footerText = () => document.querySelector('dialog')!.textContent;

describe('a dialog of ticks saved as one set (product.md §6 role departments and users)', () => {
  it('waits for the saved ticks before Save, starts from them and counts the chosen', () => {
    const onSave = vi.fn();
    view = render(<Picker onSave={onSave} />);
    expect(button(document.body, 'Save')?.disabled).toBe(true);
    view.unmount();
    view = render(<Picker saved={['d2']} onSave={onSave} />);
    expect(box('d1').checked).toBe(false);
    expect(box('d2').checked).toBe(true);
    expect(box('d2').closest('label')?.textContent).toBe('HKHousekeeping');
    expect(footerText()).toContain('1 chosen');
    click(box('d1'));
    click(box('d2'));
    expect(footerText()).toContain('1 chosen');
    click(button(document.body, 'Save'));
    expect(onSave).toHaveBeenCalledWith(['d1']);
  });
});
