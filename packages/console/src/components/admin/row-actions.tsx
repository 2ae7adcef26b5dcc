import { createContext, useContext, type ReactNode } from 'react';
import { Button, Icon } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';
import type { Column } from '@portico/elements/ui';
import { IconButton } from '../ui/icon-button';

/**
 * How a list's row actions look: icon buttons (the dense config lists) or text links (the
 * application lists). The look is the list's, so the actions read it from their RowActions.
 */
export type RowActionLook = 'icon' | 'link';
const LookContext = createContext<RowActionLook>('icon');

const GAP: Record<RowActionLook, string> = {
  icon: 'flex items-center gap-0.5',
  link: 'flex items-center gap-1',
};

/** The operation cell of a row: its actions side by side (wrapping when `wrap`). */
export function RowActions({
  look = 'icon',
  wrap = false,
  children,
}: {
  look?: RowActionLook;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <LookContext.Provider value={look}>
      <span className={wrap ? `${GAP[look]} flex-wrap` : GAP[look]}>{children}</span>
    </LookContext.Provider>
  );
}

export interface RowActionProps {
  /** The accessible name, naming the row (e.g. "Edit G001"): every row has the same button. */
  label: string;
  onClick: () => void;
  /** The action's work runs for this row: the icon spins and says 'updating'. */
  loading?: boolean;
  /** The action does not apply to this row (a dispatched role, the root unit). */
  disabled?: boolean;
}

/** Opens the row's edit dialog. */
export function EditAction({ label, onClick, loading, disabled }: RowActionProps) {
  const t = useT();
  if (useContext(LookContext) === 'link') {
    return (
      <Button variant="link" onClick={onClick} aria-label={label} disabled={disabled}>
        {t('common.edit')}
      </Button>
    );
  }
  return (
    <IconButton icon="edit" label={label} loading={loading} disabled={disabled} onClick={onClick} />
  );
}

/** Switches the row on or off: a power icon, red while switching it off would be the effect. */
export function ToggleAction({
  enabled,
  label,
  onClick,
  loading,
  disabled,
}: RowActionProps & { enabled: boolean }) {
  return (
    <IconButton
      icon="power"
      tone={enabled ? 'danger' : 'default'}
      label={label}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** Asks to delete the row (the confirm dialog does the deleting). */
export function DeleteAction({ label, onClick, loading, disabled }: RowActionProps) {
  const t = useT();
  if (useContext(LookContext) === 'link') {
    return (
      <Button
        variant="link"
        className="text-red-600"
        onClick={onClick}
        aria-label={label}
        disabled={disabled}
      >
        {t('common.delete')}
      </Button>
    );
  }
  return (
    <IconButton
      icon="trash"
      tone="danger"
      label={label}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** The "add" button of a list's toolbar: a plus and the label; primary unless a panel's. */
export function AddButton({
  label,
  onClick,
  disabled,
  variant = 'primary',
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  variant?: 'primary' | 'default';
}) {
  return (
    <Button variant={variant} onClick={onClick} disabled={disabled}>
      <Icon name="plus" className="size-3.5" />
      {label}
    </Button>
  );
}

/** The operation column of a list: each row's actions, side by side, under `title`. */
export function actionsColumn<T>(
  title: string,
  width: string,
  actions: (row: T) => ReactNode,
  look: RowActionLook = 'icon',
): Column<T> {
  return {
    key: 'actions',
    header: title,
    width,
    cell: (row) => <RowActions look={look}>{actions(row)}</RowActions>,
  };
}

/**
 * The operation column of a list whose rows are edited and deleted: the two actions of each row,
 * as `edit` and `remove` describe them for that row.
 */
export function editDeleteColumn<T>(
  title: string,
  {
    look = 'icon',
    edit,
    remove,
  }: {
    look?: RowActionLook;
    edit: (row: T) => RowActionProps;
    remove: (row: T) => RowActionProps;
  },
): Column<T> {
  return actionsColumn(
    title,
    look === 'icon' ? '6rem' : '9rem',
    (row) => (
      <>
        <EditAction {...edit(row)} />
        <DeleteAction {...remove(row)} />
      </>
    ),
    look,
  );
}
