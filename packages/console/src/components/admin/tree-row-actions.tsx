import { Button } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';
import { DeleteAction, EditAction, RowActions } from './row-actions';

/** One step up or down among the node's siblings; `disabled` at the ends or while moving. */
export interface TreeStep {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export interface TreeRowActionsProps {
  /** Accessible names naming the node ("Edit menu Home"): every row has the same buttons. */
  labels: { move: string; addBelow: string; edit: string; remove: string };
  /** Reordering among siblings, for trees whose order is kept (menus). */
  up?: TreeStep;
  down?: TreeStep;
  onMove: () => void;
  onAddBelow: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * The operation cell of an administered tree's node (resources, menus): Up and Down when the
 * tree keeps an order, then Move (to another parent), Add below, Edit and Delete, as links.
 */
export function TreeRowActions({
  labels,
  up,
  down,
  onMove,
  onAddBelow,
  onEdit,
  onRemove,
}: TreeRowActionsProps) {
  const t = useT();
  return (
    <RowActions look="link" wrap>
      {up && (
        <Button variant="link" onClick={up.onClick} disabled={up.disabled} aria-label={up.label}>
          {t('common.up')}
        </Button>
      )}
      {down && (
        <Button
          variant="link"
          onClick={down.onClick}
          disabled={down.disabled}
          aria-label={down.label}
        >
          {t('common.down')}
        </Button>
      )}
      <Button variant="link" onClick={onMove} aria-label={labels.move}>
        {t('common.move')}
      </Button>
      <Button variant="link" onClick={onAddBelow} aria-label={labels.addBelow}>
        {t('common.addBelow')}
      </Button>
      <EditAction label={labels.edit} onClick={onEdit} />
      <DeleteAction label={labels.remove} onClick={onRemove} />
    </RowActions>
  );
}
