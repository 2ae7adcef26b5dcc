import { PasswordModal } from '@portico/elements';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Icon } from '@portico/elements/ui';
import { paths } from '../../../config/paths';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { ToolButton } from './tool-button';

/**
 * The update-password entry of the top bar (product.md §2.8 operation menu), which the guided
 * intro highlights. It opens the elements' password modal; while the session forces a change that
 * modal is already open (the console's session effects show it), so none is added here.
 */
export function PasswordEntry({ raised, onUse }: { raised: boolean; onUse: () => void }) {
  useSignals();
  const t = useT();
  const forced = portico.forcedPasswordChange.value;
  const [open, setOpen] = useState(false);
  return (
    // Raised above the intro's dimming (and the forced modal), so it stays bright and clickable.
    <span
      className={
        raised ? 'pointer-events-auto relative z-[1060] rounded-md bg-slate-900' : undefined
      }
    >
      <ToolButton
        data-intro="update-password"
        label={t('shell.op.updatePassword')}
        onClick={() => {
          onUse();
          if (!forced) setOpen(true);
        }}
      >
        <Icon name="key" />
      </ToolButton>
      {open && !forced && (
        <PasswordModal client={portico} open onOpenChange={setOpen} logoutRedirect={paths.logout} />
      )}
    </span>
  );
}
