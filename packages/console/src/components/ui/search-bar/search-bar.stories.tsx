import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@portico/elements/ui';
import { Select, TextInput } from '../form-controls';
import { RangeNumberInput } from '../range-number/range-number-input';
import { EMPTY_RANGE } from '../range-number/range-number';
import { withConsole } from '../testing/story-frame';
import { SearchBar } from './search-bar';
import { useSearchForm } from './use-search-form';

type Args = { locale: 'zh-CN' | 'en-US'; count: number; loading: boolean };

/** A message-search-like bar: the first three fields always, the rest behind "More filters". */
function SearchBarStory({ count, loading }: Args) {
  const form = useSearchForm({ code: '', name: '', state: '' });
  const [range, setRange] = useState(EMPTY_RANGE);
  const [asked, setAsked] = useState('');
  const extra = Array.from({ length: Math.max(0, count - 4) }, (_, i) => ({
    key: `extra${i}`,
    label: `Extra ${i + 1}`,
    control: <TextInput name={`extra${i}`} />,
  }));
  const items = [
    {
      key: 'code',
      label: 'Publisher code',
      control: (
        <TextInput value={form.draft.code} onChange={(e) => form.set('code', e.target.value)} />
      ),
    },
    {
      key: 'name',
      label: 'Publisher name',
      control: (
        <TextInput value={form.draft.name} onChange={(e) => form.set('name', e.target.value)} />
      ),
    },
    {
      key: 'state',
      label: 'Read state',
      control: (
        <Select
          value={form.draft.state}
          onChange={(e) => form.set('state', e.target.value)}
          options={[
            { value: '', label: 'All' },
            { value: 'T', label: 'Read' },
            { value: 'F', label: 'Unread' },
          ]}
        />
      ),
    },
    {
      key: 'amount',
      label: 'Amount',
      control: <RangeNumberInput label="Amount" value={range} onChange={setRange} precision={2} />,
    },
    ...extra,
  ].slice(0, count);
  return (
    <div className="space-y-2">
      <SearchBar
        items={items}
        loading={loading}
        onQuery={() => setAsked(JSON.stringify({ ...form.draft, range }))}
        onClear={() => {
          form.reset();
          setRange(EMPTY_RANGE);
          setAsked('');
        }}
        actions={<Button>Export</Button>}
      />
      <p className="text-xs text-slate-600">Last query: {asked || '—'}</p>
    </div>
  );
}

const meta = {
  title: 'Console/Widgets/Search bar',
  component: SearchBarStory,
  decorators: [withConsole],
  args: { locale: 'en-US', count: 9, loading: false },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof SearchBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine items: three on the main row, six behind the toggle in rows of five. */
export const WithExtraRows: Story = {};

/** Three items: no toggle. */
export const MainRowOnly: Story = { args: { count: 3 } };

/** The list is loading: the query button spins and waits. */
export const Loading: Story = { args: { loading: true } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };
