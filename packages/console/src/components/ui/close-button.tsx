import { Icon } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';

/** The ✕ at the right of a dialog's header, named "Close" (or `label`) for assistive tech. */
export function CloseButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const t = useT();
  const name = label ?? t('common.close');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={name}
      title={name}
      className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Icon name="close" />
    </button>
  );
}
