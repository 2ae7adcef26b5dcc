import type { MenuItem } from '@portico/sdk';
import type { OutsideLinkRules } from '@portico/sdk/internal';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { dataLabel } from '../../../lib/data-label';
import { notify } from '../../../lib/notify';
import { portico } from '../../../lib/portico';
import { text } from '../../../lib/text';
import { menuAction } from '../menus/menu-action';
import type { ShellApp } from '../shell-apps';

export interface MenuDialogState {
  title: string;
  url: string | null;
  text: string | null;
}

interface OpenMenuOptions {
  app: ShellApp;
  rules: OutsideLinkRules;
  label: (menu: MenuItem) => string;
  onDialog: (dialog: MenuDialogState) => void;
  /** A menu with children was clicked: its tree opens. */
  onExpand: (menu: MenuItem) => void;
}

/** Carries out the shell's decision for a menu click (product.md §2.8 "Menu window types"). */
export function useOpenMenu({ app, rules, label, onDialog, onExpand }: OpenMenuOptions) {
  const navigate = useNavigate();
  return useCallback(
    (menu: MenuItem, modifiers: { newTab?: boolean } = {}) => {
      const action = menuAction(menu, {
        newTab: modifiers.newTab === true,
        language: portico.i18n.locale.peek(),
        framePath: app.framePath,
        rules,
        origin: location.origin,
      });
      switch (action.type) {
        case 'navigate':
          return void navigate(action.to);
        case 'new-tab':
          // noopener: the opened page gets no handle on the shell (DESIGN.md "Security model").
          return void window.open(action.url, '_blank', 'noopener');
        case 'dialog':
          return onDialog({
            title: label(menu),
            url: action.url,
            text: action.text && dataLabel('tip', menu.identity, action.text),
          });
        case 'expand':
          return onExpand(menu);
        case 'error':
          return notify(text(action.key), 'error');
      }
    },
    [app.framePath, rules, label, onDialog, onExpand, navigate],
  );
}
