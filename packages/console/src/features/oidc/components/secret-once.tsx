import { useT } from '../../../lib/use-t';

/** A secret the server just made: shown this once, selectable for copying, never stored here. */
export function SecretOnce({ secret }: { secret: string }) {
  const t = useT();
  return (
    <div
      role="status"
      className="rounded-md bg-amber-50 p-2 text-xs text-amber-900 ring-1 ring-amber-200"
    >
      <p>{t('oidc.client.secretOnce')}</p>
      <code data-testid="oidc-secret" className="mt-1 block select-all break-all font-mono text-sm">
        {secret}
      </code>
    </div>
  );
}
