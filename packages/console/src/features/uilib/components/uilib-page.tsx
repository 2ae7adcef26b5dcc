import { useState, type ReactNode } from 'react';
import { Badge, Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import {
  CHOOSER_KINDS,
  KIND_RULES,
  type ChooserKind,
  type ChosenOrg,
} from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Table, type Column } from '@portico/elements/ui';
import { Field, Select, TextInput } from '../../../components/ui/form-controls';
import { IconButton } from '../../../components/ui/icon-button';
import { EMPTY_RANGE } from '../../../components/ui/range-number/range-number';
import { RangeNumberInput } from '../../../components/ui/range-number/range-number-input';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { Switch } from '../../../components/ui/switch';
import { TruncatedText } from '../../../components/ui/truncated-text';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { DEMO_ROWS, demoPage, type DemoRow } from '../demo-rows';

/** One widget: its name, what it is for, and a live demo. */
function Demo({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Panel label={title} className="flex flex-col gap-2">
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-xs text-slate-600">{hint}</p>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </Panel>
  );
}

function SearchBarDemo() {
  const t = useT();
  const form = useSearchForm({ code: '', name: '', state: '', extra: '' });
  const [range, setRange] = useState(EMPTY_RANGE);
  const [loading, setLoading] = useState(false);
  const query = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 800);
  };
  const text = (key: 'code' | 'name' | 'extra') => (
    <TextInput value={form.draft[key]} onChange={(e) => form.set(key, e.target.value)} />
  );
  return (
    <div className="w-full">
      <SearchBar
        label={t('uilib.searchBar')}
        loading={loading}
        onQuery={query}
        onClear={() => {
          form.reset();
          setRange(EMPTY_RANGE);
        }}
        actions={<Button variant="primary">{t('common.add')}</Button>}
        items={[
          { key: 'code', label: t('uilib.demo.code'), control: text('code') },
          { key: 'name', label: t('uilib.demo.name'), control: text('name') },
          {
            key: 'state',
            label: t('uilib.demo.state'),
            control: (
              <Select
                value={form.draft.state}
                onChange={(e) => form.set('state', e.target.value)}
                options={[
                  { value: '', label: t('uilib.demo.all') },
                  { value: 'T', label: t('common.enabled') },
                  { value: 'F', label: t('common.disabled') },
                ]}
              />
            ),
          },
          {
            key: 'amount',
            label: t('uilib.demo.amount'),
            control: (
              <RangeNumberInput label={t('uilib.demo.amount')} value={range} onChange={setRange} />
            ),
          },
          { key: 'extra', label: t('uilib.demo.remark'), control: text('extra') },
        ]}
      />
    </div>
  );
}

function TableDemo() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const columns: Column<DemoRow>[] = [
    { key: 'code', header: t('uilib.demo.code'), width: '6rem' },
    {
      key: 'name',
      header: t('uilib.demo.name'),
      cell: (r) => <TruncatedText text={r.name} max={14} />,
    },
    {
      key: 'state',
      header: t('uilib.demo.state'),
      width: '6rem',
      cell: (r) => (
        <Badge tone={r.enabled ? 'success' : 'neutral'}>
          {t(r.enabled ? 'common.enabled' : 'common.disabled')}
        </Badge>
      ),
    },
    { key: 'amount', header: t('uilib.demo.amount'), width: '6rem', align: 'right' },
  ];
  return (
    <div className="w-full">
      <Table
        density="compact"
        label={t('uilib.table')}
        columns={columns}
        rows={demoPage(page)}
        rowKey={(r) => r.code}
        onRowClick={(r) => setSelected(r.code)}
        selectedKey={selected}
        pagination={{ current: page, total: DEMO_ROWS.length, pageSize: 5, onChange: setPage }}
      />
    </div>
  );
}

function ButtonsDemo() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = () => {
    setBusy(true);
    setTimeout(() => setBusy(false), 1500);
  };
  return (
    <>
      <Button variant="primary">{t('uilib.demo.primary')}</Button>
      <Button>{t('uilib.demo.default')}</Button>
      <Button variant="danger">{t('common.delete')}</Button>
      <Button variant="link">{t('uilib.demo.link')}</Button>
      <Button loading={busy} onClick={run}>
        {t('uilib.demo.loading')}
      </Button>
      <IconButton icon="refresh" label={t('uilib.demo.refresh')} loading={busy} onClick={run} />
      <IconButton icon="trash" tone="danger" label={t('common.delete')} />
    </>
  );
}

function FormDemo() {
  const t = useT();
  const [name, setName] = useState('');
  const [on, setOn] = useState(true);
  const [range, setRange] = useState({ start: '10', end: '5' });
  return (
    <>
      <Field
        label={t('uilib.demo.name')}
        required
        error={name ? null : t('uilib.demo.required')}
        className="w-56"
      >
        <TextInput value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field label={t('uilib.demo.state')} className="w-40">
        <Select
          options={[
            { value: 'T', label: t('common.enabled') },
            { value: 'F', label: t('common.disabled') },
          ]}
        />
      </Field>
      <Field label={t('uilib.rangeNumber')} className="w-72">
        <RangeNumberInput
          label={t('uilib.rangeNumber')}
          value={range}
          onChange={setRange}
          min={0}
          max={100}
          step={5}
          precision={1}
        />
      </Field>
      <div className="flex items-center gap-2 pt-5 text-xs">
        <Switch checked={on} onChange={setOn} label={t('uilib.demo.switch')} />
        <span>{t('uilib.demo.switch')}</span>
      </div>
    </>
  );
}

function DialogDemo() {
  const t = useT();
  const [open, setOpen] = useState<'dialog' | 'confirm' | null>(null);
  return (
    <>
      <Button onClick={() => setOpen('dialog')}>{t('uilib.demo.openDialog')}</Button>
      <Button variant="danger" onClick={() => setOpen('confirm')}>
        {t('uilib.demo.openConfirm')}
      </Button>
      <Button onClick={() => notify(t('uilib.demo.toastText'), 'success')}>
        {t('uilib.demo.toast')}
      </Button>
      {open === 'dialog' && (
        <Modal
          title={t('uilib.dialog')}
          width={MODAL_WIDTH.form}
          onClose={() => setOpen(null)}
          footer={<Button onClick={() => setOpen(null)}>{t('common.close')}</Button>}
        >
          <p className="text-xs">{t('uilib.dialogHint')}</p>
        </Modal>
      )}
      {open === 'confirm' && (
        <ConfirmDialog
          title={t('uilib.demo.openConfirm')}
          message={t('uilib.demo.confirmText')}
          danger
          onClose={() => setOpen(null)}
          onConfirm={() => setOpen(null)}
        />
      )}
    </>
  );
}

function ChooserDemo() {
  const t = useT();
  const [kind, setKind] = useState<ChooserKind>('hotel');
  const [chosen, setChosen] = useState<ChosenOrg | null>(null);
  return (
    <>
      <Field label={t('uilib.demo.chooserKind')} className="w-48">
        <Select
          name="chooserKind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as ChooserKind);
            setChosen(null);
          }}
          options={CHOOSER_KINDS.map((k) => ({ value: k, label: t(KIND_RULES[k].title) }))}
        />
      </Field>
      <Field label={t(KIND_RULES[kind].title)} className="w-64">
        <OrgChooserField key={kind} kind={kind} value={chosen} onChange={setChosen} />
      </Field>
    </>
  );
}

/**
 * /uilib/ui (product.md §2.5, §2.9 common widgets): every shared widget of
 * components/ with a short live demo, so a screen's author sees what exists and how it behaves.
 */
export function UilibPage() {
  const t = useT();
  return (
    <AdminPage title={t('route.uilib')} subtitle={t('uilib.subtitle')}>
      <Demo id="uilib-search" title={t('uilib.searchBar')} hint={t('uilib.searchBarHint')}>
        <SearchBarDemo />
      </Demo>
      <Demo id="uilib-table" title={t('uilib.table')} hint={t('uilib.tableHint')}>
        <TableDemo />
      </Demo>
      <Demo id="uilib-text" title={t('uilib.truncated')} hint={t('uilib.truncatedHint')}>
        <TruncatedText text={t('uilib.demo.longText')} max={20} className="text-xs" />
        <Badge tone="success">{t('common.enabled')}</Badge>
        <Badge tone="danger">{t('uilib.demo.locked')}</Badge>
        <Badge tone="warning">{t('uilib.demo.pending')}</Badge>
        <Badge tone="neutral">{t('common.disabled')}</Badge>
        <Badge tone="info">{t('uilib.demo.new')}</Badge>
      </Demo>
      <Demo id="uilib-buttons" title={t('uilib.buttons')} hint={t('uilib.buttonsHint')}>
        <ButtonsDemo />
      </Demo>
      <Demo id="uilib-forms" title={t('uilib.forms')} hint={t('uilib.formsHint')}>
        <FormDemo />
      </Demo>
      <Demo id="uilib-choosers" title={t('uilib.choosers')} hint={t('uilib.choosersHint')}>
        <ChooserDemo />
      </Demo>
      <Demo id="uilib-dialogs" title={t('uilib.dialogs')} hint={t('uilib.dialogsHint')}>
        <DialogDemo />
      </Demo>
    </AdminPage>
  );
}
