import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fakeMessages } from '../../testing/fake-messages';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { createStoryEnv } from '../../testing/story-env';
import { SystemTips, type SystemTipsProps } from './system-tips';

type Args = Pick<SystemTipsProps, 'locale'> & { count: number };

function TipsStory({ count, ...props }: Args) {
  const [env] = useState(() => createStoryEnv());
  useEffect(() => {
    env.messaging.tips.set(
      fakeMessages(count, { type: 'NOTICE' }).map((m) => ({ ...m, isShow: 'T' })),
    );
  }, [env, count]);
  return (
    <InShadowRoot>
      {(root) => (
        <SystemTips {...props} client={env.client} messaging={env.messaging} container={root} />
      )}
    </InShadowRoot>
  );
}

const meta = {
  title: 'Elements/System tips',
  component: TipsStory,
  args: { locale: 'en-US', count: 3 },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof TipsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tips rotating every 4 s; hovering or focusing the strip stops the rotation. */
export const Rotating: Story = {};

export const SingleTip: Story = { args: { count: 1 } };

/** No tip: the element renders nothing. */
export const Empty: Story = { args: { count: 0 } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };
