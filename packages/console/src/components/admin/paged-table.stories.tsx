import { Badge } from '@portico/elements/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakePage, withConsole } from '../ui/testing/story-frame';
import { PagedTable } from './paged-table';
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
    <PagedTable
      label="Users"
      columns={[
        { key: 'code', header: 'Code', width: '8rem' },
        { key: 'name', header: 'Name' },
        {
          key: 'enabled',
          header: 'Status',
          width: '7rem',
          cell: (r) => (
            <Badge tone={r.enabled ? 'success' : 'danger'}>
              {r.enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          ),
        },
      ]}
      rowKey={(r) => r.id}
      list={list}
    />
  );
}

const meta = {
  title: 'Console/Widgets/Paged table',
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
