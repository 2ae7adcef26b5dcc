import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { validateLogoFiles, type LogoEntry } from '@portico/sdk/internal';
import { useState } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { DeleteConfirm } from '../../../components/admin/delete-confirm';
import { IconButton } from '../../../components/ui/icon-button';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useLogoChanges, useLogos } from '../api/logos';

/** Shown when a unit has no upload (product.md §2.7 "default logo as fallback"). */
const DEFAULT_IMAGE = '/favicon.svg';

/**
 * The logos and ico icons of the units the caller may brand (GET /logos; product.md §3 "Logo",
 * §5 "Logo files: max one; icon format ico only"): one upload each, or back to the defaults.
 * Logos are kept per unit (the `logos` table), so this panel lists units, not brands.
 */
export function LogoPanel() {
  const t = useT();
  const toasts = useMutationToasts();
  const logos = useLogos();
  const { upload, reset } = useLogoChanges();
  const [resetting, setResetting] = useState<string | null>(null);

  const send = (entry: LogoEntry, icon: boolean, input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    const refused = validateLogoFiles(files, { icon });
    if (refused) {
      notify(t(refused), 'error');
      return;
    }
    upload.mutate(
      { code: entry.code, icon, file: files[0]! },
      toasts.done(undefined, t('config.logo.uploaded')),
    );
  };

  const picker = (entry: LogoEntry, icon: boolean) => {
    const label = t(icon ? 'config.logo.uploadIcon' : 'config.logo.uploadImage', {
      code: entry.code,
    });
    return (
      <label className="cursor-pointer rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-within:outline-2 focus-within:outline-brand-500">
        {t('common.upload')}
        <input
          type="file"
          className="sr-only"
          aria-label={label}
          accept={icon ? '.ico,image/x-icon' : 'image/png,image/jpeg,image/gif,image/webp'}
          onChange={(event) => send(entry, icon, event.currentTarget)}
        />
      </label>
    );
  };

  const image = (src: string | null, alt: string, small: boolean) => (
    <span className={`flex items-center gap-2 ${small ? 'w-20' : 'w-28'}`}>
      <img
        src={src ?? DEFAULT_IMAGE}
        alt={alt}
        className={`${small ? 'size-6' : 'h-8 max-w-24'} rounded bg-slate-50 object-contain ring-1 ring-slate-200`}
      />
      {!src && <span className="text-[11px] text-slate-500">{t('config.logo.default')}</span>}
    </span>
  );

  return (
    <Panel label={t('config.logo.title')} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-slate-800">{t('config.logo.title')}</h2>
      <p className="text-xs text-slate-600">{t('config.logo.hint')}</p>
      {logos.isError && (
        <p role="alert" className="text-xs text-red-600">
          {logos.error.message}
        </p>
      )}
      <ul className="divide-y divide-slate-100">
        {(logos.data ?? []).map((entry) => (
          <li key={entry.code} className="flex flex-wrap items-center gap-4 py-2 text-xs">
            <span className="w-64 min-w-0 truncate">
              <span className="font-medium text-slate-800">{entry.code}</span>{' '}
              <span className="text-slate-600">{entry.name}</span>
            </span>
            <span className="flex items-center gap-2">
              <span className="text-slate-600">{t('config.logo.image')}</span>
              {image(entry.image, `${entry.code} ${t('config.logo.image')}`, false)}
              {picker(entry, false)}
            </span>
            <span className="flex items-center gap-2">
              <span className="text-slate-600">{t('config.logo.icon')}</span>
              {image(entry.icon, `${entry.code} ${t('config.logo.icon')}`, true)}
              {picker(entry, true)}
            </span>
            <IconButton
              icon="refresh"
              label={t('config.logo.reset', { code: entry.code })}
              loading={reset.isPending && reset.variables === entry.code}
              disabled={!entry.icon && !entry.image?.includes('/logo/file/')}
              onClick={() => setResetting(entry.code)}
            />
          </li>
        ))}
      </ul>
      {resetting && (
        <DeleteConfirm
          title={t('config.logo.resetTitle')}
          message={t('config.logo.confirmReset', { code: resetting })}
          confirmLabel={t('config.logo.resetConfirm')}
          mutation={reset}
          variables={resetting}
          successText={null}
          onClose={() => setResetting(null)}
        />
      )}
    </Panel>
  );
}
