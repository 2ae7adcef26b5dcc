import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from '../../admin/status-badge';
import { fakePage, withConsole } from '../testing/story-frame';
import { DataTable } from './data-table';
import { usePagedList } from './use-paged-list';

type Row = { id: string; code: string; name: string; enabled: boolean };
type Args = { locale: 'zh-CN' | 'en-US'; rows: number; fail: boolean };

const ROWS: Row[] = Array.from({ length: 137 }, (_, i) => ({
  id: `u${i}`,
  code: `U${String(i + 1).padStart(3, '0')}`,
  name: `User ${i + 1}`,
  enabled: i % 7 !== 0,
}));

function TableStory(args: Args) {
  // New arguments, a new list (as a screen would get new filters).
  return <Table key={`${args.rows}-${args.fail}`} {...args} />;
}

function Table({ rows, fail }: Args) {
  const list = usePagedList<Row, { rows: number; fail: boolean }>({
    queryKey: ['story-table'],
    fetchPage: (p) => fakePage(ROWS.slice(0, p.rows), p.current, p.pageSize, 300, p.fail),
    initialFilters: { rows, fail },
  });
  return (
    <DataTable
      caption="Users"
      columns={[
        { key: 'code', title: 'Code', width: '8rem' },
        { key: 'name', title: 'Name' },
        {
          key: 'enabled',
          title: 'Status',
          width: '7rem',
          render: (r) => (
            <StatusBadge tone={r.enabled ? 'green' : 'red'}>
              {r.enabled ? 'Enabled' : 'Disabled'}
            </StatusBadge>
          ),
        },
      ]}
      rows={list.rows}
      rowKey={(r) => r.id}
      loading={list.fetching}
      error={list.error}
      paging={{
        current: list.current,
        total: list.total,
        pageSize: list.pageSize,
        onChange: list.setPage,
        busy: list.fetching,
      }}
    />
  );
}

const meta = {
  title: 'Console/Widgets/Data table',
  component: TableStory,
  decorators: [withConsole],
  args: { locale: 'en-US', rows: 137, fail: false },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof TableStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 137 rows by 10: the total and the page buttons (api-contract.md §9). */
export const Paged: Story = {};

/** One page: the total only, no navigation bar. */
export const OnePage: Story = { args: { rows: 6 } };

/** The list call fails: the table is emptied and the total is 0 (api-contract.md §8). */
export const Failed: Story = { args: { fail: true } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };
