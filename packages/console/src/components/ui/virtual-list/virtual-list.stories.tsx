import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { Button } from '@portico/elements/ui';
import { TextInput } from '../form-controls';
import { withConsole } from '../testing/story-frame';
import { VirtualList, type VirtualListHandle } from './virtual-list';

type Args = { locale: 'zh-CN' | 'en-US'; count: number; rowHeight: number; height: number };

/** A long list of users: only the rows in view are in the DOM; "Reveal" scrolls to a row. */
function VirtualListStory({ count, rowHeight, height }: Args) {
  const handle = useRef<VirtualListHandle>(null);
  const [target, setTarget] = useState('5000');
  return (
    <div className="w-96 space-y-2 rounded bg-white p-3 text-xs">
      <div className="flex items-center gap-2">
        <div className="w-24">
          <TextInput
            aria-label="Row to reveal"
            type="number"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </div>
        <Button onClick={() => handle.current?.reveal(Number(target) - 1)}>Reveal</Button>
      </div>
      <VirtualList
        handle={handle}
        role="list"
        aria-label="Users"
        tabIndex={0}
        count={count}
        rowHeight={rowHeight}
        height={height}
        className="rounded border border-slate-200"
        renderRow={(index) => (
          <div
            key={index}
            role="listitem"
            style={{ height: rowHeight }}
            className="flex items-center gap-2 border-b border-slate-100 px-2"
          >
            <span className="w-12 text-slate-600">{index + 1}</span>
            <span>user_{String(index + 1).padStart(5, '0')}</span>
          </div>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Console/Widgets/Virtual list',
  component: VirtualListStory,
  decorators: [withConsole],
  args: { locale: 'en-US', count: 10_000, rowHeight: 28, height: 320 },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof VirtualListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten thousand rows, about twenty in the DOM. */
export const TenThousandRows: Story = {};

export const Few: Story = { args: { count: 5 } };

export const Empty: Story = { args: { count: 0 } };
