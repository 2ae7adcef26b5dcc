import { validateLogoFiles, type LogoEntry } from '@portico/sdk/internal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { Tabs } from '../../ui/tabs';
import { registerBarTexts } from '../user-bar/bar-texts';
import { upload } from '../../ui/icons/paths';
import { SvgIcon } from '../../ui/icons/svg-icon';
import { serverUrl } from '../user-bar/server-url';
import { deleteLogo, listLogos, uploadLogo } from './logo-api';

registerBarTexts();

/** api-contract.md §9 "Modal widths: … 900 other". */
export const LOGO_DIALOG_WIDTH = 900;

/** What the file picker offers: the image types the server accepts; icons in .ico only (§5). */
const ACCEPT = {
  logo: 'image/png,image/jpeg,image/gif,image/webp',
  icon: '.ico,image/x-icon,image/vnd.microsoft.icon',
} as const;

type Kind = keyof typeof ACCEPT;

export interface LogoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Logo change (product.md §2.9): two tabs, logo images and ico icons, listing the units the user
 * may brand (GET /logos); each entry takes one upload (max one file; icons .ico only, §5) that
 * replaces its image, or goes back to the defaults (DELETE /logo/{code}).
 */
export default function LogoDialog({ open, onOpenChange }: LogoDialogProps) {
  const { client, t, toast } = usePortico();
  const [tab, setTab] = useState<Kind>('logo');
  const [entries, setEntries] = useState<LogoEntry[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      listLogos(client).then(setEntries, (error: unknown) => {
        setEntries([]);
        toast(error instanceof Error ? error.message : String(error), 'error');
      }),
    [client, toast],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  async function upload(entry: LogoEntry, kind: Kind, files: File[]) {
    const invalid = validateLogoFiles(files, { icon: kind === 'icon' });
    if (invalid) return toast(t(invalid), 'error');
    setBusy(`${kind}:${entry.code}`);
    try {
      const saved = await uploadLogo(client, entry.code, kind === 'icon', files[0]!);
      setEntries((list) => list?.map((row) => (row.code === saved.code ? saved : row)) ?? null);
      toast(t('logo.uploaded'), 'success');
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function reset(entry: LogoEntry, kind: Kind) {
    setBusy(`${kind}:${entry.code}:reset`);
    try {
      await deleteLogo(client, entry.code);
      await reload();
      toast(t('logo.deleted'), 'success');
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  const panel = (kind: Kind) => (
    <LogoTable
      kind={kind}
      entries={entries}
      busy={busy}
      onUpload={(entry, files) => void upload(entry, kind, files)}
      onReset={(entry) => void reset(entry, kind)}
    />
  );

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      closeOnOutsideClick
      title={t('logo.title')}
      width={LOGO_DIALOG_WIDTH}
      testId="logo-dialog"
      footer={<Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>}
    >
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={t('logo.title')}
        items={[
          { value: 'logo', label: t('logo.tab.logo'), content: panel('logo') },
          { value: 'icon', label: t('logo.tab.icon'), content: panel('icon') },
        ]}
      />
    </Modal>
  );
}

const cell = 'border border-portico-border px-3 py-2 text-start align-middle';

function LogoTable({
  kind,
  entries,
  busy,
  onUpload,
  onReset,
}: {
  kind: Kind;
  entries: LogoEntry[] | null;
  busy: string | null;
  onUpload: (entry: LogoEntry, files: File[]) => void;
  onReset: (entry: LogoEntry) => void;
}) {
  const { t } = usePortico();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  return (
    <div>
      <p className="mb-3 text-portico-muted">
        {t('logo.uploadHint')}
        {kind === 'icon' && ` · ${t('logo.iconHint')}`}
      </p>
      <div className="overflow-auto rounded-portico border border-portico-border">
        <table
          part={part('table')}
          aria-label={t(kind === 'icon' ? 'logo.tab.icon' : 'logo.tab.logo')}
          className="w-full border-collapse border-hidden text-sm"
        >
          <thead part={part('table-header')} className="bg-portico-subtle">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('logo.unit')}
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                {t('logo.current')}
              </th>
              <th scope="col" className={`${cell} w-64 font-semibold`}>
                {t('common.operation')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(entries === null || entries.length === 0) && (
              <tr>
                <td colSpan={3} className={`${cell} h-24 text-center text-portico-muted`}>
                  {entries === null ? t('common.loading') : t('common.noData')}
                </td>
              </tr>
            )}
            {entries?.map((entry) => {
              const image = serverUrl(kind === 'icon' ? entry.icon : entry.image);
              const unit = `${entry.name} (${entry.code})`;
              return (
                <tr key={entry.code} part={part('table-row')} data-code={entry.code}>
                  <td className={cell}>
                    <span className="font-medium">{entry.name}</span>
                    <span className="ms-2 text-xs text-portico-muted">{entry.code}</span>
                  </td>
                  <td className={cell}>
                    <span
                      part={part('logo-preview')}
                      className={`flex items-center justify-center rounded-portico bg-portico-subtle ring-1 ring-portico-border ${kind === 'icon' ? 'size-10' : 'h-12 w-40'}`}
                    >
                      {image ? (
                        <img
                          src={image}
                          alt={t('logo.previewOf', { unit })}
                          className="max-h-full max-w-full object-contain p-1"
                        />
                      ) : (
                        <span className="text-xs text-portico-muted">{t('logo.default')}</span>
                      )}
                    </span>
                  </td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      <input
                        ref={(node) => {
                          if (node) inputs.current.set(entry.code, node);
                          else inputs.current.delete(entry.code);
                        }}
                        type="file"
                        accept={ACCEPT[kind]}
                        hidden
                        tabIndex={-1}
                        data-upload={kind}
                        onChange={(event) => {
                          const files = Array.from(event.target.files ?? []);
                          // The same file may be chosen again after a refusal.
                          event.target.value = '';
                          if (files.length > 0) onUpload(entry, files);
                        }}
                      />
                      <Button
                        variant="primary"
                        aria-label={`${image ? t('logo.replace') : t('logo.upload')}: ${unit}`}
                        loading={busy === `${kind}:${entry.code}`}
                        onClick={() => inputs.current.get(entry.code)?.click()}
                      >
                        <SvgIcon paths={upload} className="size-3.5" />
                        {image ? t('logo.replace') : t('logo.upload')}
                      </Button>
                      <Button
                        title={t('logo.resetHint')}
                        aria-label={`${t('logo.reset')}: ${unit}`}
                        loading={busy === `${kind}:${entry.code}:reset`}
                        onClick={() => onReset(entry)}
                      >
                        {t('logo.reset')}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
