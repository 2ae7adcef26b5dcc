import { Badge } from '@portico/elements/ui';
import { useT } from '../../lib/use-t';

/** An account, unit or application state: "Enabled" in the success tone, "Disabled" in danger. */
export function EnabledBadge({ status }: { status: string }) {
  const t = useT();
  const enabled = status === 'enabled';
  return (
    <Badge tone={enabled ? 'success' : 'danger'}>
      {t(enabled ? 'common.enabled' : 'common.disabled')}
    </Badge>
  );
}
