import type { LoginResult } from '@portico/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { fakeLoginResult } from '../../testing/fake-client';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { createStoryEnv, firstLogin, STORY_STRATEGY } from '../../testing/story-env';
import { PasswordModal, type PasswordModalProps } from './password-modal';

type Mode = 'normal' | 'first-login' | 'expired';
type Args = Pick<PasswordModalProps, 'locale' | 'onPasswordChanged' | 'onOpenChange'> & {
  mode: Mode;
  /** `UC`: the fixed user-centre rule instead of the unit's strategy. */
  appCode?: string;
};

const logins: Record<Mode, () => Partial<LoginResult>> = {
  normal: () => ({}),
  'first-login': firstLogin,
  expired: () => ({ pwdChange: true, userInfoDO: fakeLoginResult().userInfoDO }),
};

/** The fake server keeps the password `Portico#2026`; a change logs the fake user out 3 s later. */
function PasswordStory({ mode, appCode, onOpenChange, ...props }: Args) {
  const [env] = useState(() =>
    createStoryEnv({
      login: logins[mode](),
      appCode,
      backend: { passwordStrategy: STORY_STRATEGY },
    }),
  );
  const [open, setOpen] = useState(mode === 'normal');
  return (
    <InShadowRoot>
      {(root) => (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Change password
          </button>
          <PasswordModal
            {...props}
            client={env.client}
            container={root}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              onOpenChange?.(next);
            }}
          />
        </>
      )}
    </InShadowRoot>
  );
}

const meta = {
  title: 'Elements/Password modal',
  component: PasswordStory,
  args: { locale: 'en-US', mode: 'normal', onPasswordChanged: fn(), onOpenChange: fn() },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    mode: { control: 'inline-radio', options: ['normal', 'first-login', 'expired'] },
  },
} satisfies Meta<typeof PasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a menu: closable; the unit's strategy is listed and checked while typing. */
export const Normal: Story = {};

/** Forced at first login: cannot be closed or cancelled; 'Log out' is the way out. */
export const ForcedFirstLogin: Story = { args: { mode: 'first-login' } };

/** Forced after a long time unchanged: no way out but changing it. */
export const ForcedExpired: Story = { args: { mode: 'expired' } };

/** In the user-centre app: digits and letters, printable ASCII, at least 6 (product.md §5). */
export const UserCentreRule: Story = { args: { appCode: 'UC' } };

export const ForcedChinese: Story = { args: { mode: 'first-login', locale: 'zh-CN' } };
