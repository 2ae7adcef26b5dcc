import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { createFakeClient } from '../../testing/fake-client';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { UserBar, type UserBarProps } from './user-bar';
import { defineUserBarElement } from './user-bar.element';

/** A fresh signed-in (or signed-out) client per mount, so a logout in one story stays there. */
function WithFakeClient({ signedIn, ...props }: UserBarProps & { signedIn: boolean }) {
  const [client] = useState(() => createFakeClient({ signedIn }));
  return <UserBar {...props} client={client} />;
}

const meta = {
  title: 'Elements/User bar',
  component: WithFakeClient,
  // Rendered in a shadow root with the adopted sheet, exactly as <portico-user-bar> renders.
  decorators: [(Story) => <InShadowRoot>{Story()}</InShadowRoot>],
  args: {
    signedIn: true,
    locale: 'en-US',
    logoutRedirect: undefined,
    onLogout: fn(),
    onLoggedOut: fn(),
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    client: { control: false },
  },
} satisfies Meta<typeof WithFakeClient>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const SignedOut: Story = { args: { signedIn: false } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };

/** A host page's theme: variables set outside the shadow root reach inside. */
export const Themed: Story = {
  decorators: [
    (Story) => (
      <div
        style={
          {
            '--portico-color-primary': '#b45309',
            '--portico-radius': '9999px',
            '--portico-font-family': 'Georgia, serif',
          } as CSSProperties
        }
      >
        {Story()}
      </div>
    ),
  ],
};

/** The custom element itself, as a third-party page uses it (client set as a property). */
export const CustomElement: Story = {
  decorators: [(Story) => Story()],
  render: function Render({ signedIn, locale }) {
    const slot = useRef<HTMLDivElement>(null);
    useEffect(() => {
      defineUserBarElement();
      const element = document.createElement('portico-user-bar');
      element.client = createFakeClient({ signedIn });
      if (locale) element.setAttribute('locale', locale);
      slot.current?.append(element);
      return () => element.remove();
    }, [signedIn, locale]);
    return <div ref={slot} />;
  },
};
