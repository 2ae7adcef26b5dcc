import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fakeMessages } from '../../testing/fake-messages';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { createStoryEnv } from '../../testing/story-env';
import { NoticeStack, type NoticeStackProps } from './notice-stack';

type Args = Pick<NoticeStackProps, 'locale'> & { count: number };

/** Pushes `count` notices as the live connection would; they show 300 ms apart, then 1 s. */
function StackStory({ count, ...props }: Args) {
  const [env] = useState(() => createStoryEnv({ unread: 0 }));
  useEffect(() => {
    const pushed = fakeMessages(count, { type: 'NOTICE', unread: count, prefix: 'pushed' });
    env.backend.messages.push(...pushed);
    for (const message of pushed) env.messaging.handlePush({ type: 'message', message });
    return () => env.messaging.notices.closeAll();
  }, [env, count]);
  return (
    <div style={{ minHeight: 720 }}>
      <p>Notices appear 150 px from the top, on the right.</p>
      <InShadowRoot>
        {(root) => (
          <NoticeStack {...props} client={env.client} messaging={env.messaging} container={root} />
        )}
      </InShadowRoot>
    </div>
  );
}

const meta = {
  title: 'Elements/Notice stack',
  component: StackStory,
  args: { locale: 'en-US', count: 3 },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    count: { control: { type: 'range', min: 0, max: 25 } },
  },
} satisfies Meta<typeof StackStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three notices of each level: 'I know', 'handle later', 'close all'. */
export const Notices: Story = {};

export const OneNotice: Story = { args: { count: 1 } };

/** More than 20: the rest wait (api-contract.md §9). */
export const Burst: Story = { args: { count: 24 } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };
