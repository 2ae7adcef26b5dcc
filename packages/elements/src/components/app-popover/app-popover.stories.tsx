import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { barStoryClient } from '../user-bar/bar-story-client';
import { AppPopover, type AppPopoverProps } from './app-popover';

type Args = AppPopoverProps & { signedIn: boolean; empty: boolean };

/** On a dark header: the button takes the header's text colour. */
function AppPopoverStory({ signedIn, empty, locale, onAppLaunch }: Args) {
  const [client] = useState(() =>
    barStoryClient({ signedIn, fakes: empty ? { appLinks: [] } : {} }),
  );
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        padding: 8,
        background: '#14532d',
        color: '#ecfdf5',
      }}
    >
      <InShadowRoot>
        {(root) => (
          <AppPopover client={client} locale={locale} container={root} onAppLaunch={onAppLaunch} />
        )}
      </InShadowRoot>
    </div>
  );
}

const meta = {
  title: 'Elements/App popover',
  component: AppPopoverStory,
  args: {
    signedIn: true,
    empty: false,
    locale: 'en-US',
    // The stories stay on the page: the launch is vetoed and logged.
    onAppLaunch: fn((event: CustomEvent) => event.preventDefault()),
  },
  argTypes: { locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] } },
} satisfies Meta<typeof AppPopoverStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyApps: Story = {};
export const Chinese: Story = { args: { locale: 'zh-CN' } };
/** 'customer has no related app link set'. */
export const NoLinks: Story = { args: { empty: true } };
export const SignedOut: Story = { args: { signedIn: false } };
