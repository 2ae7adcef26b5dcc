import { LOCALES, type Locale } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { Badge, Button, formatDateTime, Icon } from '@portico/elements/ui';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Table, type Column } from '@portico/elements/ui';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { MENU_APPS } from '../kv-sync';
import { kvTableQueryOptions, useSaveKvBatch } from './kv-admin-api';
import { batchOf, filterRows, NO_PAGE, pagesOf, type KvRow } from './kv-admin-rows';

const PAGE_SIZE = 20;

/**
 * The translations administration screen (api-contract.md §7.8): an app's kv
 * translations of one locale, filtered by page and text and paged; texts are edited in place,
 * keys added, and every change goes in one batch save. "Pull changes" asks only for what
 * changed since the last pull date.
 */
export function KvAdminPage() {
  useSignals();
  const t = useT();
  const client = useQueryClient();
  const ownApp = portico.appCode.value;
  const apps = useMemo(() => [...new Set([ownApp, ...MENU_APPS])], [ownApp]);
  const [appCode, setAppCode] = useState<string>('UC');
  const [lang, setLang] = useState<Locale>(portico.i18n.locale.value);
  const [filters, setFilters] = useState({ page: '', text: '' });
  const [current, setCurrent] = useState(1);
  const [edits, setEdits] = useState<Map<string, string>>(new Map());
  const [added, setAdded] = useState<KvRow[]>([]);
  const [draft, setDraft] = useState({ key: '', page: '', value: '' });
  const [draftError, setDraftError] = useState<string | null>(null);
  const table = useQuery(kvTableQueryOptions(client, appCode, lang));
  const save = useSaveKvBatch(appCode, lang);

  // The stored rows, then the keys added here that no pull has brought yet.
  const rows = useMemo(() => {
    const stored = table.data?.rows ?? [];
    const known = new Set(stored.map((r) => r.key));
    return [...stored, ...added.filter((r) => !known.has(r.key))];
  }, [table.data, added]);
  const shown = filterRows(rows, filters, edits);
  const pageRows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const batch = batchOf(rows, edits);
  const storedKeys = new Set((table.data?.rows ?? []).map((r) => r.key));

  // product.md §4: unsaved edits are not dropped without 'there is unsaved content' — neither
  // by another app or language here, nor by leaving the screen or the page.
  const dirty = batch.length > 0;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const blocker = useBlocker(dirty);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function restart(next: () => void) {
    if (dirty && !pending) {
      setPending(() => () => restart(next));
      return;
    }
    setPending(null);
    next();
    setEdits(new Map());
    setAdded([]);
    setCurrent(1);
    setFilters({ page: '', text: '' });
  }

  function edit(key: string, value: string) {
    setEdits((current) => new Map(current).set(key, value));
  }

  function addKey(event: FormEvent) {
    event.preventDefault();
    const key = draft.key.trim();
    if (!key) return setDraftError(t('kvAdmin.keyRequired'));
    if (rows.some((r) => r.key === key)) return setDraftError(t('kvAdmin.keyExists', { key }));
    setDraftError(null);
    setAdded((list) => [
      ...list,
      { key, value: '', page: draft.page.trim() || null, updatedAt: null },
    ]);
    edit(key, draft.value);
    setDraft({ key: '', page: draft.page, value: '' });
    setFilters({ page: '', text: key });
    setCurrent(1);
  }

  function saveAll() {
    save.mutate(batch, {
      onSuccess: (refused) => {
        if (refused) return notify(t(refused), 'info');
        notify(t('kvAdmin.saved', { count: batch.length }), 'success');
        setEdits(new Map());
        setAdded([]);
      },
      onError: (error) => notify(error.message, 'error'),
    });
  }

  async function pullChanges() {
    const result = await table.refetch();
    if (result.data) notify(t('kvAdmin.pulled', { count: result.data.pulledCount }), 'info');
  }

  const columns: Column<KvRow>[] = [
    {
      key: 'key',
      header: t('kvAdmin.key'),
      width: '16rem',
      cell: (row) => <span className="font-mono break-all">{row.key}</span>,
    },
    {
      key: 'page',
      header: t('kvAdmin.page'),
      width: '7rem',
      cell: (row) => row.page ?? '',
    },
    {
      key: 'value',
      header: t('kvAdmin.value'),
      cell: (row) => (
        <TextInput
          name={`value:${row.key}`}
          aria-label={t('kvAdmin.valueOf', { key: row.key })}
          value={edits.get(row.key) ?? row.value}
          onChange={(e) => edit(row.key, e.target.value)}
        />
      ),
    },
    {
      key: 'state',
      header: t('kvAdmin.updatedAt'),
      width: '10rem',
      cell: (row) =>
        !storedKeys.has(row.key) ? (
          <Badge tone="info">{t('kvAdmin.new')}</Badge>
        ) : edits.has(row.key) && edits.get(row.key) !== row.value ? (
          <Badge tone="warning">{t('kvAdmin.changed')}</Badge>
        ) : row.updatedAt ? (
          formatDateTime(row.updatedAt)
        ) : (
          ''
        ),
    },
  ];

  const lastPull = table.data?.lastPullDate;
  return (
    <AdminPage
      title={t('kvAdmin.title')}
      subtitle={t('kvAdmin.subtitle')}
      actions={
        <>
          <span className="text-xs text-slate-600" data-testid="kv-last-pull">
            {lastPull
              ? t('kvAdmin.lastPull', { date: formatDateTime(lastPull) })
              : t('kvAdmin.neverPulled')}
          </span>
          <Button onClick={() => void pullChanges()} loading={table.isFetching}>
            <Icon name="refresh" className="size-3.5" />
            {t('kvAdmin.pull')}
          </Button>
        </>
      }
    >
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('kvAdmin.app')} layout="inline">
          <Select
            name="appCode"
            value={appCode}
            onChange={(e) => restart(() => setAppCode(e.target.value))}
            options={apps.map((code) => ({ value: code, label: code }))}
          />
        </Field>
        <Field label={t('kvAdmin.lang')} layout="inline">
          <Select
            name="lang"
            value={lang}
            onChange={(e) => restart(() => setLang(e.target.value as Locale))}
            options={LOCALES.map((code) => ({ value: code, label: code }))}
          />
        </Field>
        <Field label={t('kvAdmin.page')} layout="inline">
          <Select
            name="page"
            value={filters.page}
            onChange={(e) => {
              setFilters((f) => ({ ...f, page: e.target.value }));
              setCurrent(1);
            }}
            options={[
              { value: '', label: t('kvAdmin.allPages') },
              ...pagesOf(rows).map((p) => ({
                value: p,
                label: p === NO_PAGE ? t('kvAdmin.noPage') : p,
              })),
            ]}
          />
        </Field>
        <Field label={t('kvAdmin.search')} layout="inline">
          <TextInput
            name="text"
            type="search"
            value={filters.text}
            onChange={(e) => {
              setFilters((f) => ({ ...f, text: e.target.value }));
              setCurrent(1);
            }}
          />
        </Field>
      </div>
      <Panel label={t('kvAdmin.addTitle')}>
        <form
          noValidate
          onSubmit={addKey}
          className="grid grid-cols-[1fr_10rem_1fr_auto] items-end gap-2"
        >
          <Field label={t('kvAdmin.key')} required error={draftError}>
            <TextInput
              name="newKey"
              value={draft.key}
              onChange={(e) => setDraft((d) => ({ ...d, key: e.target.value }))}
            />
          </Field>
          <Field label={t('kvAdmin.page')}>
            <TextInput
              name="newPage"
              value={draft.page}
              onChange={(e) => setDraft((d) => ({ ...d, page: e.target.value }))}
            />
          </Field>
          <Field label={t('kvAdmin.value')}>
            <TextInput
              name="newValue"
              value={draft.value}
              onChange={(e) => setDraft((d) => ({ ...d, value: e.target.value }))}
            />
          </Field>
          <Button type="submit">
            <Icon name="plus" className="size-3.5" />
            {t('kvAdmin.add')}
          </Button>
        </form>
      </Panel>
      <Table
        density="compact"
        label={t('kvAdmin.title')}
        columns={columns}
        rows={pageRows}
        rowKey={(row) => row.key}
        loading={table.isPending}
        error={table.isError ? table.error.message : null}
        emptyText={t('kvAdmin.empty')}
        pagination={{ current, total: shown.length, pageSize: PAGE_SIZE, onChange: setCurrent }}
      />
      <div className="flex items-center justify-end gap-2">
        <Button
          onClick={() => {
            setEdits(new Map());
            setAdded([]);
          }}
          disabled={edits.size === 0 && added.length === 0}
        >
          {t('kvAdmin.discard')}
        </Button>
        <Button variant="primary" onClick={saveAll} loading={save.isPending}>
          {t('kvAdmin.save', { count: batch.length })}
        </Button>
      </div>
      {(pending || blocker.state === 'blocked') && (
        <ConfirmDialog
          title={t('translation.unsaved')}
          message={t('kvAdmin.unsavedHint', { count: batch.length })}
          confirmLabel={t('translation.discard')}
          danger
          onClose={() => (pending ? setPending(null) : blocker.reset?.())}
          onConfirm={() => (pending ? pending() : blocker.proceed?.())}
        />
      )}
    </AdminPage>
  );
}
