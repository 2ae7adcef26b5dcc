import { MessageBell, UserBar } from '@portico/elements';
import type { MenuItem } from '@portico/sdk';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Icon } from '@portico/elements/ui';
import { paths } from '../../../config/paths';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { LanguageSwitch, TranslationEditorEntry } from '../../translations';
import { PasswordEntry } from './password-entry';
import { ShellTools, type ShellToolsProps } from './shell-tools';
import { ToolButton } from './tool-button';
import { TopMenus } from './top-menus';

/** The user bar's appearance variables (its public theming API) for the dark top bar. */
const USER_BAR_ON_DARK = {
  '--portico-color-surface': 'transparent',
  '--portico-color-border': 'rgb(255 255 255 / 0.14)',
  '--portico-color-text': '#f1f5f9',
  '--portico-color-muted': '#94a3b8',
  '--portico-radius': '0.375rem',
} as CSSProperties;

interface TopBarProps {
  appName: string;
  menus: MenuItem[];
  activeTop: string | null;
  label: (menu: MenuItem) => string;
  hrefOf: (menu: MenuItem) => string;
  onOpen: (menu: MenuItem, modifiers: { newTab: boolean }) => void;
  tools: ShellToolsProps;
  intro: { visible: boolean; dismiss: () => void };
}

/**
 * The top bar of product.md §2.8: the app, the first-level menus, the shell's buttons, the
 * message icon and the user bar.
 */
export function TopBar({
  appName,
  menus,
  activeTop,
  label,
  hrefOf,
  onOpen,
  tools,
  intro,
}: TopBarProps) {
  const t = useT();
  return (
    <header className="flex h-12 shrink-0 items-center gap-2 bg-slate-900 pr-2 text-slate-200">
      <Link
        to={paths.apps}
        title={t('shell.allApps')}
        className="flex h-full max-w-52 shrink-0 items-center gap-2.5 border-r border-white/10 pr-5 pl-4 hover:bg-white/5"
      >
        <span className="flex size-7 items-center justify-center rounded-md bg-brand-600 text-white shadow-inner">
          <Icon name="apps" className="size-4" />
        </span>
        <span className="min-w-0 leading-tight">
          <span className="block truncate text-sm font-semibold text-white">{appName}</span>
          <span className="block truncate text-[11px] text-slate-400">{t('shell.allApps')}</span>
        </span>
      </Link>
      <TopMenus
        menus={menus}
        activeIdentity={activeTop}
        label={label}
        hrefOf={hrefOf}
        onOpen={onOpen}
      />
      <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-white/10" />
      <ShellTools {...tools} />
      <PasswordEntry raised={intro.visible} onUse={intro.dismiss} />
      <TranslationEditorEntry
        render={({ label, open }) => (
          <ToolButton label={label} onClick={open} data-testid="translation-editor-entry">
            <Icon name="translate" />
          </ToolButton>
        )}
      />
      <LanguageSwitch />
      <span className="shrink-0 text-slate-300">
        <MessageBell client={portico} />
      </span>
      <span style={USER_BAR_ON_DARK} className="shell-user-bar ml-1 shrink-0">
        <UserBar client={portico} logoutRedirect={paths.logout} />
      </span>
    </header>
  );
}
