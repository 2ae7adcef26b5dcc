import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { createStoryEnv } from '../../testing/story-env';
import { RepeatLoginModal, type RepeatLoginModalProps } from './repeat-login-modal';

type Args = Pick<RepeatLoginModalProps, 'locale' | 'records' | 'onAcknowledged'>;

function RepeatLoginStory(props: Args) {
  const [env] = useState(() => createStoryEnv());
  const [open, setOpen] = useState(true);
  return (
    <InShadowRoot>
      {(root) => (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Show again
          </button>
          <RepeatLoginModal
            {...props}
            client={env.client}
            container={root}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      )}
    </InShadowRoot>
  );
}

const meta = {
  title: 'Elements/Repeat-login modal',
  component: RepeatLoginStory,
  args: { locale: 'en-US', records: undefined, onAcknowledged: fn() },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof RepeatLoginStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variant two: this device was logged out because the account signed in elsewhere. */
export const LoggedOutHere: Story = {};

/** Variant one: where and when the account signed in. */
export const LoggedInElsewhere: Story = {
  args: {
    records: [
      {
        app: 'Portico hub',
        descript: 'Chrome on Windows',
        time: '2026-03-02 08:15:00',
        ip: '10.2.3.4',
        location: 'Shanghai',
      },
      {
        app: 'Front office',
        descript: 'Edge on Windows',
        time: '2026-03-01 19:02:00',
        ip: '10.2.9.7',
        location: 'Hangzhou',
      },
    ],
  },
};

export const Chinese: Story = { args: { locale: 'zh-CN' } };
