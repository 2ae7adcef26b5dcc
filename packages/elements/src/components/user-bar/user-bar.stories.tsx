import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { fn } from 'storybook/test';
import { InShadowRoot } from '../../testing/in-shadow-root';
import { clickInShadow } from '../../testing/story-play';
import { PorticoRoot } from '../../ui/portico-root';
import EmailDialog from '../email-binding/email-dialog';
import LanguageDialog from '../language-select/language-dialog';
import LogoDialog from '../logo-change/logo-dialog';
import UnitSwitchDialog from '../unit-switch/unit-switch-dialog';
import { backdoorLogin, barStoryClient } from './bar-story-client';
import { UserBar } from './user-bar';
import type { UserBarProps } from './user-bar-props';
import { defineUserBarElement } from './user-bar.element';

type Args = UserBarProps & { signedIn: boolean; backdoor: boolean; historyNotSet?: boolean };

/** A fresh fake client per mount, so a logout or a switch in one story stays there. */
function BarStory({ signedIn, backdoor, historyNotSet, locale, ...props }: Args) {
  const [client] = useState(() =>
    barStoryClient({
      signedIn,
      login: backdoor ? backdoorLogin() : {},
      fakes: historyNotSet ? { updateHistoryUrl: null } : undefined,
    }),
  );
  return (
    <InShadowRoot>
      {(root) => <UserBar {...props} locale={locale} client={client} container={root} />}
    </InShadowRoot>
  );
}

const meta = {
  title: 'Elements/User bar',
  component: BarStory,
  args: {
    signedIn: true,
    backdoor: false,
    historyNotSet: false,
    locale: 'en-US',
    hide: '',
    shellTools: false,
    menuCollapsed: false,
    collapseDisabled: false,
    onLogout: fn(),
    onLoggedOut: fn(),
    onUnitSwitched: fn((event: CustomEvent) => event.preventDefault()),
    onLocaleChange: fn(),
    onRefresh: fn((event: CustomEvent) => event.preventDefault()),
    onMenuCollapse: fn(),
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['zh-CN', 'en-US'] },
    client: { control: false },
  },
} satisfies Meta<typeof BarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const SignedOut: Story = { args: { signedIn: false } };

export const Chinese: Story = { args: { locale: 'zh-CN' } };

/** The user-info dropdown: unit code and name, user code and name, department. */
export const UserInfo: Story = {
  play: ({ canvasElement }) => clickInShadow(canvasElement, '[part~="user-info-button"]'),
};

/** The operation menu (product.md §2.9), in its order. */
export const OperationMenu: Story = {
  play: ({ canvasElement }) => clickInShadow(canvasElement, '[part~="menu-button"]'),
};

export const OperationMenuChinese: Story = { ...OperationMenu, args: { locale: 'zh-CN' } };

/** A menu action, played: opens the menu and picks `item`. */
const pick =
  (item: string): Story['play'] =>
  async ({ canvasElement }) => {
    await clickInShadow(canvasElement, '[part~="menu-button"]');
    await clickInShadow(canvasElement, '[role="menuitem"]', item);
  };

/** Update password: the change-password modal in its normal mode. */
export const UpdatePassword: Story = { play: pick('Update password') };

export const UpdatePasswordChinese: Story = { args: { locale: 'zh-CN' }, play: pick('修改密码') };

/**
 * Update history without UPDATE_HISTORY_URL: the window it opened closes again and the
 * disabled-parameter message shows. (With the parameter, the page opens in a new window.)
 */
export const UpdateHistoryNotSet: Story = {
  args: { historyNotSet: true },
  play: pick('Update history'),
};

/** The shell-only buttons a host asks for (refresh, copy link, full screen, collapse). */
export const ShellTools: Story = { args: { shellTools: true } };

/** The host's menu is tiled: collapsing is refused and the button says why. */
export const CollapseDisabled: Story = { args: { shellTools: true, collapseDisabled: true } };

/** canUseBackdoor T: the backdoor option, and the unit switch pages through every unit. */
export const BackdoorUser: Story = { args: { backdoor: true } };

/** `hide="language,logo,history"`. */
export const HiddenOperations: Story = { args: { hide: 'language,logo,history' } };

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
  render: function Render({ signedIn, locale, shellTools }) {
    const slot = useRef<HTMLDivElement>(null);
    useEffect(() => {
      defineUserBarElement();
      const element = document.createElement('portico-user-bar');
      element.client = barStoryClient({ signedIn });
      element.shellTools = Boolean(shellTools);
      if (locale) element.setAttribute('locale', locale);
      slot.current?.append(element);
      return () => element.remove();
    }, [signedIn, locale, shellTools]);
    return <div ref={slot} />;
  },
};

type DialogName = 'language' | 'logo' | 'unit' | 'unit-backdoor' | 'email';

/** One of the menu's modals, open (product.md §2.9), in the bar's shadow-root styling. */
function DialogStory({ dialog, locale }: { dialog: DialogName; locale: 'zh-CN' | 'en-US' }) {
  const [client] = useState(() =>
    barStoryClient({ locale, login: dialog === 'unit-backdoor' ? backdoorLogin() : {} }),
  );
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <InShadowRoot>
      {(root) => (
        <PorticoRoot client={client} locale={locale} container={root}>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && dialog === 'language' && <LanguageDialog open onOpenChange={close} />}
          {open && dialog === 'logo' && <LogoDialog open onOpenChange={close} />}
          {open && dialog.startsWith('unit') && (
            <UnitSwitchDialog open onOpenChange={close} onSwitched={() => false} />
          )}
          {open && dialog === 'email' && <EmailDialog open onOpenChange={close} />}
        </PorticoRoot>
      )}
    </InShadowRoot>
  );
}

type DialogStoryObj = StoryObj<typeof DialogStory>;
const dialogStory = (dialog: DialogName, locale: 'zh-CN' | 'en-US' = 'en-US'): DialogStoryObj => ({
  render: () => <DialogStory dialog={dialog} locale={locale} />,
});

export const LanguageSelect = dialogStory('language');
export const LanguageSelectChinese = dialogStory('language', 'zh-CN');
export const LogoChange = dialogStory('logo');
export const LogoChangeChinese = dialogStory('logo', 'zh-CN');
/** Own unit plus possible login units (product.md §6). */
export const UnitSwitch = dialogStory('unit');
/** A backdoor user: 13 managed units over two pages. */
export const UnitSwitchManyUnits = dialogStory('unit-backdoor');
export const UnitSwitchChinese = dialogStory('unit-backdoor', 'zh-CN');
export const PasswordEmail = dialogStory('email');
export const PasswordEmailChinese = dialogStory('email', 'zh-CN');
