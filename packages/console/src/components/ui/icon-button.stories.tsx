import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IconButton } from './icon-button';
import { withConsole } from './testing/story-frame';

type Args = { locale: 'zh-CN' | 'en-US'; loading: boolean; disabled: boolean };

/** The row actions of an admin list; "Refresh" runs 1.5 s of work, saying 'updating'. */
function IconButtonStory({ loading, disabled }: Args) {
  const [running, setRunning] = useState(false);
  return (
    <div className="flex items-center gap-1 rounded bg-white p-3 text-xs">
      <IconButton icon="edit" label="Edit H001" disabled={disabled} />
      <IconButton
        icon="refresh"
        label="Refresh"
        loading={loading || running}
        disabled={disabled}
        onClick={() => {
          setRunning(true);
          setTimeout(() => setRunning(false), 1500);
        }}
      />
      <IconButton icon="trash" label="Delete H001" tone="danger" disabled={disabled} />
    </div>
  );
}

const meta = {
  title: 'Console/Widgets/Icon button',
  component: IconButtonStory,
  decorators: [withConsole],
  args: { locale: 'en-US', loading: false, disabled: false },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof IconButtonStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click "Refresh": it spins and says 'updating' until its work ends. */
export const Default: Story = {};

/** The 'updating' state (product.md §2.9): spinner, text, clicks ignored. */
export const Updating: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };

export const UpdatingChinese: Story = { args: { locale: 'zh-CN', loading: true } };
