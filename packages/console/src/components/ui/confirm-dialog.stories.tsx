import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@portico/elements/ui';
import { ConfirmDialog } from './confirm-dialog';
import { withConsole } from './testing/story-frame';

type Args = {
  locale: 'zh-CN' | 'en-US';
  title: string;
  message: string;
  confirmLabel?: string;
  danger: boolean;
  loading: boolean;
};

/** Opens at once; closing shows a button that opens it again, and the last answer. */
function ConfirmDialogStory({ title, message, confirmLabel, danger, loading }: Args) {
  const [open, setOpen] = useState(true);
  const [answer, setAnswer] = useState('—');
  return (
    <div className="space-y-2 text-xs">
      <Button onClick={() => setOpen(true)}>Open</Button>
      <p>Answer: {answer}</p>
      {open && (
        <ConfirmDialog
          title={title}
          message={message}
          confirmLabel={confirmLabel}
          danger={danger}
          loading={loading}
          onConfirm={() => {
            setAnswer('confirmed');
            setOpen(false);
          }}
          onClose={() => {
            setAnswer('cancelled');
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}

const meta = {
  title: 'Console/Widgets/Confirm dialog',
  component: ConfirmDialogStory,
  decorators: [withConsole],
  args: {
    locale: 'en-US',
    title: 'Lock user',
    message:
      'Lock user frontdesk (Front Desk)? Their sessions end and they cannot sign in until unlocked.',
    confirmLabel: 'Lock',
    danger: true,
    loading: false,
  },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof ConfirmDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A change that cannot be taken back: the red button. */
export const Danger: Story = {};

/** The default 'Confirm' label on the primary button. */
export const Plain: Story = {
  args: {
    title: 'Enable unit',
    message: 'Enable unit H001? Its users can sign in again.',
    confirmLabel: undefined,
    danger: false,
  },
};

/** The confirmed work runs: the button spins, cancel stays possible. */
export const Loading: Story = { args: { loading: true } };

export const Chinese: Story = {
  args: {
    locale: 'zh-CN',
    title: '锁定用户',
    message: '锁定用户 frontdesk（前台）？其会话将结束，解锁前无法登录。',
    confirmLabel: '锁定',
  },
};
