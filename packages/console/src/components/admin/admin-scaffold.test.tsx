import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../lib/notify';
import { portico } from '../../lib/portico';
import type { PagedList } from './use-paged-list';
import { button, click, render, typeInto, type Rendered } from '../ui/testing/render';
import { DeleteConfirm, type ConfirmableMutation } from './delete-confirm';
import { FormDialog, SaveCancelFooter } from './form-dialog';
import { PagedTable } from './paged-table';
import { AddButton, DeleteAction, EditAction, RowActions } from './row-actions';
import { UnitScopeField } from './unit-scope-field';
import { useFormFields } from './use-form-fields';

let view: Rendered | null = null;
beforeEach(() => {
  portico.i18n.setLocale('en-US');
  toasts.value = [];
});
afterEach(() => {
  view?.unmount();
  view = null;
});
const dialog = () => document.body.querySelector('dialog')!;
const lastToast = () => toasts.value.at(-1);

describe('FormDialog (product.md §2.9 modals: title, Cancel, Save with loading)', () => {
  it('ties Save to its form: Save and Enter submit once, Cancel and the close button close', () => {
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    view = render(
      <FormDialog id="thing-form" title="Add a thing" saving={false} {...{ onSubmit, onClose }}>
        <input name="code" />
      </FormDialog>,
    );
    const form = dialog().querySelector('form')!;
    expect(form.id).toBe('thing-form');
    expect(form.noValidate).toBe(true);
    expect(form.className).toBe('flex flex-col gap-3');
    const title = document.getElementById(dialog().getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Add a thing');
    const save = button(dialog(), 'Save')!;
    expect(save.type).toBe('submit');
    expect(save.getAttribute('form')).toBe('thing-form');
    // jsdom does not submit through a form= button, so submit the form as Enter does.
    act(() => form.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    click(button(dialog(), 'Cancel'));
    click(button(dialog(), 'Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('spins Save while saving and takes another form layout', () => {
    view = render(
      <FormDialog
        id="wide-form"
        title="Edit"
        formClassName="grid gap-3"
        saving
        onSubmit={() => {}}
        onClose={() => {}}
      >
        <span />
      </FormDialog>,
    );
    expect(dialog().querySelector('form')!.className).toBe('grid gap-3');
    const save = dialog().querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect(save.disabled || save.getAttribute('aria-busy') === 'true').toBe(true);
  });
});

describe('SaveCancelFooter (product.md §2.9: cancel and save buttons with loading state)', () => {
  it('runs onSave when not tied to a form, shows its note, and is held while disabled', () => {
    const onSave = vi.fn();
    const onCancel = vi.fn();
    view = render(<SaveCancelFooter saving={false} note="3 chosen" {...{ onSave, onCancel }} />);
    expect(view.container.querySelector('span')!.textContent).toBe('3 chosen');
    const save = button(view.container, 'Save')!;
    expect(save.type).toBe('button');
    click(save);
    click(button(view.container, 'Cancel'));
    expect([onSave.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
    view.unmount();
    view = render(<SaveCancelFooter saving={false} disabled onSave={onSave} onCancel={onCancel} />);
    expect(button(view.container, 'Save')!.disabled).toBe(true);
    expect(view.container.querySelector('span')).toBeNull();
  });
});

describe('RowActions (product.md §2.9 "icon button showing updating while loading")', () => {
  it('icon look: edit and delete name their row; a loading delete says updating', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    view = render(
      <RowActions>
        <EditAction label="Edit G001" onClick={onEdit} />
        <DeleteAction label="Delete G001" loading onClick={onDelete} />
      </RowActions>,
    );
    expect(view.container.querySelector('span')!.className).toBe('flex items-center gap-0.5');
    click(button(view.container, 'Edit G001'));
    expect(onEdit).toHaveBeenCalledOnce();
    const names = [...view.container.querySelectorAll('button')].map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names[0]).toBe('Edit G001');
    expect(names[1]).toMatch(/^Delete G001\W+updating\W*$/);
  });

  it('link look: the words Edit and Delete, named for the row, wrapping when asked', () => {
    const onDelete = vi.fn();
    view = render(
      <RowActions look="link" wrap>
        <EditAction label="Edit PMS" onClick={() => {}} />
        <DeleteAction label="Delete PMS" onClick={onDelete} />
      </RowActions>,
    );
    expect(view.container.querySelector('span')!.className).toBe(
      'flex items-center gap-1 flex-wrap',
    );
    const buttons = [...view.container.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-label')])).toEqual([
      ['Edit', 'Edit PMS'],
      ['Delete', 'Delete PMS'],
    ]);
    expect(buttons[1]!.className).toContain('text-red-600');
    click(buttons[1]!);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('AddButton is the primary button with the label; disabled without a unit', () => {
    view = render(<AddButton label="Add domain" disabled onClick={() => {}} />);
    const add = button(view.container, 'Add domain')!;
    expect(add.disabled).toBe(true);
    expect(add.querySelector('svg')).not.toBeNull();
  });
});

/** A mutation double: settles as told, records what it was asked. */
function mutation(outcome: 'ok' | Error): ConfirmableMutation<string> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    isPending: false,
    mutate(variables, callbacks) {
      calls.push(variables);
      if (outcome === 'ok') callbacks.onSuccess(undefined);
      else callbacks.onError(outcome);
    },
  };
}

describe('DeleteConfirm (product.md §2.9: a change toasts that it worked or why not)', () => {
  it('confirming deletes the row, toasts success and closes', () => {
    const remove = mutation('ok');
    const onClose = vi.fn();
    view = render(
      <DeleteConfirm
        title="Delete domain"
        message="Delete a.example?"
        mutation={remove}
        variables="d1"
        onClose={onClose}
      />,
    );
    expect(dialog().textContent).toContain('Delete a.example?');
    click(button(dialog(), 'Delete'));
    expect(remove.calls).toEqual(['d1']);
    expect(lastToast()).toMatchObject({ text: 'Done', kind: 'success' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a failure toasts the server reason (or the fixed text) and stays open', () => {
    const onClose = vi.fn();
    view = render(
      <DeleteConfirm
        title="Delete"
        message="Sure?"
        mutation={mutation(new Error('in use'))}
        variables="x"
        onClose={onClose}
      />,
    );
    click(button(dialog(), 'Delete'));
    expect(lastToast()).toMatchObject({ text: 'in use', kind: 'error' });
    view.unmount();
    view = render(
      <DeleteConfirm
        title="Delete"
        message="Sure?"
        mutation={mutation(new Error('in use'))}
        variables="x"
        failText="Could not delete"
        onClose={onClose}
      />,
    );
    click(button(dialog(), 'Delete'));
    expect(lastToast()).toMatchObject({ text: 'Could not delete', kind: 'error' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the plain Confirm and no toast when a list asks so', () => {
    const onClose = vi.fn();
    view = render(
      <DeleteConfirm
        title="Delete link"
        message="Sure?"
        confirmLabel={null}
        successText={null}
        mutation={mutation('ok')}
        variables="l1"
        onClose={onClose}
      />,
    );
    click(button(dialog(), 'Confirm'));
    expect(toasts.value).toEqual([]);
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('PagedTable (api-contract.md §9: total always, pages when more than one)', () => {
  it('shows the list’s rows and total and pages through setPage', () => {
    const setPage = vi.fn();
    const list = {
      rows: [{ id: 'a' }, { id: 'b' }],
      total: 25,
      current: 1,
      pageSize: 10,
      fetching: false,
      error: null,
      setPage,
    } as unknown as PagedList<{ id: string }, Record<string, never>>;
    view = render(
      <PagedTable
        label="Things"
        columns={[{ key: 'id', header: 'Id', cell: (r) => r.id }]}
        rowKey={(r) => r.id}
        list={list}
      />,
    );
    const cells = [...view.container.querySelectorAll('tbody td')].map((td) => td.textContent);
    expect(cells).toEqual(['a', 'b']);
    expect(view.container.textContent).toContain('25');
    click(button(view.container, '2'));
    expect(setPage).toHaveBeenCalledWith(2);
  });
});

describe('useFormFields', () => {
  it('typing in a field clears that field’s message only', () => {
    function Form() {
      const { form, errors, set, setErrors } = useFormFields<
        { code: string; name: string },
        { code?: string; name?: string }
      >({ code: '', name: '' });
      return (
        <>
          <input name="code" value={form.code} onChange={(e) => set('code', e.target.value)} />
          <button type="button" onClick={() => setErrors({ code: 'bad code', name: 'no name' })}>
            check
          </button>
          <output>{`${errors.code ?? '-'}|${errors.name ?? '-'}`}</output>
        </>
      );
    }
    view = render(<Form />);
    click(button(view.container, 'check'));
    expect(view.container.querySelector('output')!.textContent).toBe('bad code|no name');
    typeInto(view.container.querySelector('input')!, 'G001');
    expect(view.container.querySelector('input')!.value).toBe('G001');
    expect(view.container.querySelector('output')!.textContent).toBe('-|no name');
  });
});

describe('UnitScopeField', () => {
  it('labels the unit chooser with the screen’s own text and shows the chosen unit', () => {
    view = render(
      <UnitScopeField
        label="Unit"
        value={{ id: 'u1', code: 'H001', name: 'Harbour Hotel' }}
        onChange={() => {}}
      />,
    );
    expect(view.container.querySelector('label')!.textContent).toContain('Unit');
    expect(view.container.textContent).toContain('Harbour Hotel');
  });
});
