import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { fn } from 'storybook/test';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { clickInShadow } from '../../testing/story-play';
import { createStoryEnv, type StoryEnvOptions } from '../../testing/story-env';
import { MessageBell, type MessageBellProps } from './message-bell';
import { defineMessageBellElement } from './message-bell.element';

type Args = Pick<MessageBellProps, 'locale' | 'onUnreadChange' | 'onOpenMessage'> &
  Pick<StoryEnvOptions, 'unread' | 'unreadCount'> & { openCentre?: boolean };

/** A fresh fake client, backend and messaging per mount; the shadow root is the portal target. */
function BellStory({ unread, unreadCount, openCentre, ...props }: Args) {
  const [env] = useState(() => createStoryEnv({ unread, unreadCount }));
  return (
    <InShadowRoot>
      {(root) => (
        <>
          <MessageBell {...props} client={env.client} messaging={env.messaging} container={root} />
          {openCentre && <ClickBell root={root} />}
        </>
      )}
    </InShadowRoot>
  );
}

/** Opens the centre once the count has loaded, as a user would. */
function ClickBell({ root }: { root: ShadowRoot }) {
  useEffect(() => {
    const timer = setTimeout(
      () => root.querySelector<HTMLButtonElement>('[part~="base"]')?.click(),
      300,
    );
    return () => clearTimeout(timer);
  }, [root]);
  return null;
}

const meta = {
  title: 'Elements/Message bell',
  component: BellStory,
  args: {
    locale: 'en-US',
    unread: 7,
    unreadCount: undefined,
    openCentre: false,
    onUnreadChange: fn(),
    onOpenMessage: fn(),
  },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof BellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No unread message: no badge. */
export const Unread0: Story = { args: { unread: 0 } };

export const Unread7: Story = {};

/** 99+ above 99 (api-contract.md §9). */
export const Unread120: Story = { args: { unreadCount: 120 } };

/** The message centre: tabs, search, bordered table with selection, pager and total. */
export const MessageCentre: Story = { args: { openCentre: true } };

export const MessageCentreChinese: Story = { args: { openCentre: true, locale: 'zh-CN' } };

/** The detail modal (800 px) over the centre; opening the unread message marks it read. */
export const MessageDetail: Story = {
  args: { openCentre: true },
  play: ({ canvasElement }) => clickInShadow(canvasElement, '[part~="message-title"]'),
};

export const MessageDetailChinese: Story = {
  ...MessageDetail,
  args: { ...MessageDetail.args, locale: 'zh-CN' },
};

export const Chinese: Story = { args: { locale: 'zh-CN' } };

/** The custom element itself, as a third-party page uses it (client and messaging as properties). */
export const CustomElement: Story = {
  render: function Render({ locale, unread }) {
    const slot = useRef<HTMLDivElement>(null);
    useEffect(() => {
      defineMessageBellElement();
      const env = createStoryEnv({ unread });
      const element = document.createElement('portico-message-bell');
      element.client = env.client;
      element.messaging = env.messaging;
      if (locale) element.setAttribute('locale', locale);
      slot.current?.append(element);
      return () => element.remove();
    }, [locale, unread]);
    return <div ref={slot} />;
  },
};
