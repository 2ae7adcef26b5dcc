import type { LoginLogRow } from '@portico/sdk/contract';
import { isMessageKey } from '@portico/sdk/internal';
import { LOGIN_STATE_VALUES } from '@portico/sdk/contract';
import { Badge, formatDateTime } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { PagedTable } from '../../../components/admin/paged-table';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { TextInput } from '../../../components/ui/form-controls';
import { SearchBar, type SearchItem } from '../../../components/ui/search-bar/search-bar';
import { selectItem, textItem } from '../../../components/ui/search-bar/search-items';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { useT } from '../../../lib/use-t';
import { fetchLoginLogs, LOGIN_LOGS_KEY, type LoginLogPage } from '../api/login-logs';
import { BLANK_LOG_FILTERS, logQuery, type LogFilterDraft } from '../log-filters';

/**
 * /login-log/admin-login-log (scope 'all': every unit, by unit code) and /login-log/login-log
 * (scope 'unit': the session unit), product.md §2.5: unit code, user code, user name, login date,
 * login state, with the search bar's filters and paging.
 */
export function LoginLogPage({ scope }: { scope: 'all' | 'unit' }) {
  const t = useT();
  const form = useSearchForm<LogFilterDraft>(BLANK_LOG_FILTERS);
  const list = usePagedList<LoginLogRow, LogFilterDraft>({
    queryKey: [...LOGIN_LOGS_KEY, scope],
    fetchPage: (params) => fetchLoginLogs(scope, params),
    initialFilters: BLANK_LOG_FILTERS,
  });
  const statistic = (list.statistic as LoginLogPage['statistic']) ?? null;
  const date = (key: 'startDate' | 'endDate', label: string) => ({
    key,
    label,
    control: (
      <TextInput
        type="date"
        name={key}
        className="min-w-[8.5rem]"
        value={form.draft[key]}
        onChange={(event) => form.set(key, event.target.value)}
      />
    ),
  });

  const items: SearchItem[] = [
    ...(scope === 'all' ? [textItem(form, 'unitCode', t('loginLog.unitCode'))] : []),
    textItem(form, 'userCode', t('loginLog.userCode')),
    selectItem(form, 'loginState', t('loginLog.loginState'), [
      { value: '', label: t('common.all') },
      ...LOGIN_STATE_VALUES.map((value) => ({ value, label: t(`loginLog.${value}`) })),
    ]),
    date('startDate', t('loginLog.from')),
    date('endDate', t('loginLog.to')),
  ];

  const columns: Column<LoginLogRow>[] = [
    { key: 'unitCode', header: t('loginLog.unitCode'), width: '7rem' },
    { key: 'userCode', header: t('loginLog.userCode'), width: '9rem' },
    { key: 'userName', header: t('loginLog.userName'), cell: (row) => row.userName ?? '—' },
    {
      key: 'loginDate',
      header: t('loginLog.loginDate'),
      width: '11rem',
      cell: (row) => formatDateTime(row.loginDate),
    },
    {
      key: 'loginState',
      header: t('loginLog.loginState'),
      width: '6rem',
      cell: (row) => (
        <Badge tone={row.loginState === 'success' ? 'success' : 'danger'}>
          {t(`loginLog.${row.loginState}`)}
        </Badge>
      ),
    },
    { key: 'ip', header: t('loginLog.ip'), width: '8rem', cell: (row) => row.ip ?? '—' },
    {
      key: 'reason',
      header: t('loginLog.reason'),
      width: '9rem',
      // The server logs a code (badCredentials, pms); one without words yet still shows.
      cell: (row) => {
        const key = `loginLog.reason.${row.reason ?? ''}`;
        return isMessageKey(key) ? t(key) : (row.reason ?? '');
      },
    },
  ];

  return (
    <AdminPage
      title={t(scope === 'all' ? 'route.loginLog.all' : 'route.loginLog.unit')}
      subtitle={statistic ? t('loginLog.statistic', statistic) : undefined}
    >
      <SearchBar
        label={t('loginLog.search')}
        loading={list.fetching}
        onQuery={() => list.search(logQuery(form.draft, scope))}
        onClear={() => list.search(logQuery(form.reset(), scope))}
        items={items}
        mainCount={items.length}
      />
      <PagedTable
        label={t(scope === 'all' ? 'route.loginLog.all' : 'route.loginLog.unit')}
        columns={columns}
        rowKey={(row) => row.id}
        list={list}
      />
    </AdminPage>
  );
}
