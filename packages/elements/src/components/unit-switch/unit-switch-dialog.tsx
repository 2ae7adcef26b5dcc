import { type MessageKey } from '@portico/sdk';
import { validateUnitChoice } from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Pagination } from '../../ui/pagination';
import { usePortico } from '../../ui/portico-context';
import { unitListSource } from '../user-bar/bar-rules';
import { registerBarTexts } from '../user-bar/bar-texts';
import { unitPage, type UnitPage } from './unit-api';
import { UNIT_PAGE_SIZE, type UnitRow } from './unit-rules';

registerBarTexts();

/** api-contract.md §9: the switch-unit modal is 800 px wide. */
export const UNIT_SWITCH_WIDTH = 800;

export interface UnitSwitchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The backdoor option: every managed unit (product.md §6). */
  backdoor?: boolean;
  /** 'select hotel' instead of 'switch unit' as the title (choosing a hotel to open an app in). */
  purpose?: 'switch' | 'hotel';
  /**
   * The unit was switched (token and login info are new); return false to keep the page as it
   * is, otherwise it reloads so every screen starts in the new unit (product.md §4).
   */
  onSwitched?: (unit: UnitRow) => boolean;
}

const cell = 'border border-portico-border px-3 py-2 text-start align-middle';

/**
 * Unit change (product.md §2.9, §4, §5, §6): width 800, not closed by a click on the backdrop, a
 * searchable table with search and reset, a row click selects, 'Please select a unit' when none
 * is, cancel and switch with a loading state, then the page reloads in the new unit.
 */
export default function UnitSwitchDialog({
  open,
  onOpenChange,
  backdoor = false,
  purpose = 'switch',
  onSwitched,
}: UnitSwitchDialogProps) {
  useSignals();
  const { client, t, toast } = usePortico();
  const info = client.session.info.value;
  const source = unitListSource({
    canUseBackdoor: info?.userInfoDO?.canUseBackdoor,
    appCode: client.appCode.value,
    backdoor,
  });
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [text, setText] = useState('');
  // The answer and the query it answers: a newer query shows the older rows, faded, meanwhile.
  const [answer, setAnswer] = useState<{ query: typeof query; page: UnitPage } | null>(null);
  const list = answer?.page ?? { rows: [], total: 0 };
  const loading = answer?.query !== query;
  const [selected, setSelected] = useState<UnitRow | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [switching, setSwitching] = useState(false);
  const cache = useRef<{ rows?: Promise<UnitPage['rows']> }>({});
  const uid = useId();

  useEffect(() => {
    let live = true;
    unitPage(client, source, query, cache.current).then(
      (page) => live && setAnswer({ query, page }),
      (error: unknown) => {
        cache.current = {};
        if (!live) return;
        // api-contract.md §8 "list failure: table emptied, total 0".
        setAnswer({ query, page: { rows: [], total: 0 } });
        toast(error instanceof Error ? error.message : String(error), 'error');
      },
    );
    return () => {
      live = false;
    };
  }, [client, source, query, toast]);

  function select(unit: UnitRow) {
    setSelected(unit);
    setError(null);
  }

  async function switchUnit() {
    const invalid = validateUnitChoice(selected);
    if (invalid || !selected) {
      setError(invalid ?? 'validation.unit.required');
      return;
    }
    setSwitching(true);
    try {
      await client.switchUnit(selected.code, { reload: false });
    } catch (error) {
      setSwitching(false);
      toast(error instanceof Error ? error.message : String(error), 'error');
      return;
    }
    if (onSwitched?.(selected) === false) {
      setSwitching(false);
      onOpenChange(false);
      return;
    }
    // The button keeps its loading state until the page has reloaded.
    window.location.reload();
  }

  const title = purpose === 'hotel' ? t('unitSwitch.selectHotel') : t('unitSwitch.title');
  return (
    <Modal
      open={open}
      onClose={() => !switching && onOpenChange(false)}
      title={title}
      width={UNIT_SWITCH_WIDTH}
      testId="unit-switch"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={switching}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={switching} onClick={() => void switchUnit()}>
            {t('unitSwitch.switch')}
          </Button>
        </>
      }
    >
      <form
        role="search"
        part={part('unit-search')}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ page: 1, search: text });
        }}
        className="mb-3 flex items-center gap-2"
      >
        <input
          type="search"
          part={part('input')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('unitSwitch.searchPlaceholder')}
          aria-label={t('unitSwitch.searchPlaceholder')}
          maxLength={100}
          data-autofocus=""
          className="h-9 min-w-0 flex-1 rounded-portico border border-portico-border bg-portico-surface px-3 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary"
        />
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
        <Button
          onClick={() => {
            setText('');
            setQuery({ page: 1, search: '' });
          }}
        >
          {t('common.reset')}
        </Button>
      </form>
      <div
        className="overflow-auto rounded-portico border border-portico-border"
        aria-busy={loading || undefined}
      >
        <table
          part={part('table', 'unit-table')}
          aria-label={t('unitSwitch.units')}
          className="w-full border-collapse border-hidden text-sm"
        >
          <thead part={part('table-header')} className="sticky top-0 z-10 bg-portico-subtle">
            <tr>
              <th scope="col" className={`${cell} w-10`}>
                <span className="sr-only">{t('common.operation')}</span>
              </th>
              <th scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
                {t('unitSwitch.code')}
              </th>
              <th scope="col" className={`${cell} font-semibold whitespace-nowrap`}>
                {t('unitSwitch.name')}
              </th>
            </tr>
          </thead>
          <tbody className={loading && list.rows.length > 0 ? 'opacity-60' : undefined}>
            {list.rows.length === 0 && (
              <tr>
                <td colSpan={3} className={`${cell} h-24 text-center text-portico-muted`}>
                  {loading ? t('common.loading') : t('common.noData')}
                </td>
              </tr>
            )}
            {list.rows.map((unit) => {
              const isSelected = selected?.code === unit.code;
              const isCurrent = unit.code === info?.unitCode;
              return (
                <tr
                  key={unit.code}
                  part={part('table-row')}
                  aria-selected={isSelected}
                  data-code={unit.code}
                  onClick={() => select(unit)}
                  className={`cursor-pointer hover:bg-portico-subtle ${isSelected ? 'bg-portico-subtle font-medium text-portico-primary' : ''}`}
                >
                  <td className={cell}>
                    <input
                      type="radio"
                      name={`${uid}-unit`}
                      checked={isSelected}
                      onChange={() => select(unit)}
                      aria-label={`${unit.name} (${unit.code})`}
                      className="size-4 cursor-pointer accent-portico-primary"
                    />
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{unit.code}</td>
                  <td className={cell}>
                    {unit.name}
                    {isCurrent && (
                      <span
                        part={part('badge')}
                        className="ms-2 rounded-full bg-portico-subtle px-2 py-0.5 text-xs font-normal text-portico-muted ring-1 ring-portico-border"
                      >
                        {t('unitSwitch.current')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pagination
        current={query.page}
        total={list.total}
        pageSize={UNIT_PAGE_SIZE}
        busy={loading}
        onChange={(page) => setQuery((previous) => ({ ...previous, page }))}
      />
      {error && (
        <p part={part('alert')} role="alert" className="mt-2 text-sm text-portico-danger">
          {t(error)}
        </p>
      )}
    </Modal>
  );
}
