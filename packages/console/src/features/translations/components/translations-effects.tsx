import { QueryClientProvider } from '@tanstack/react-query';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useState } from 'react';
import { portico } from '../../../lib/portico';
import { queryClient } from '../../../lib/query-client';
import { languageModuleQueryOptions } from '../api/get-language-module';
import { translatorQueryOptions } from '../api/get-translator';
import { isEditorShortcut, isMacPlatform, shortcutLabel } from '../editor/shortcut';
import { applyOverrides, pullMenuApps, refreshTranslations } from '../kv-sync';
import { EDITOR_REQUEST } from './editor-request';
import type { TranslationEditorProps } from './translation-editor';

// The editor and the catalogue areas it offers load when a translator opens it, not with every
// signed-in page (the launcher's first load is budgeted).
const TranslationEditor = lazy(() =>
  import('./translation-editor').then((module) => ({ default: module.TranslationEditor })),
);

type Opened = Pick<TranslationEditorProps, 'groups' | 'locale'>;

/** May this user open the editor: the language module and the translator permission (§6). */
export async function mayEdit(userKey: string): Promise<boolean> {
  const [module, translator] = await Promise.all([
    queryClient.fetchQuery(languageModuleQueryOptions()),
    queryClient.fetchQuery(translatorQueryOptions(userKey)),
  ]);
  return module && translator;
}

/**
 * The session-wide part of product.md §4 "Language": once signed in, the current locale's kv
 * translations are pulled (incrementally) so the server's overrides show; Ctrl+X (Cmd+X on macOS)
 * opens the translation editor for translators (product.md §6: translator permission plus the
 * language module). Anyone else's Ctrl+X does nothing, and it never takes over a cut.
 */
export function TranslationsEffects() {
  useSignals();
  const info = portico.session.info.value;
  const userKey = info ? `${info.unitCode}/${info.userCode}` : '';
  const [opened, setOpened] = useState<Opened | null>(null);
  const isMac = isMacPlatform();

  useEffect(() => {
    if (userKey) void refreshTranslations();
  }, [userKey]);

  useEffect(() => {
    // Whoever switched the language (this console or the user bar's dialog, which pulls only
    // the console's own app), the menu apps' titles follow, and the overrides stay composed.
    const stopLocale = portico.i18n.locale.subscribe((locale) => {
      void pullMenuApps(locale).then(applyOverrides);
    });
    const stopOverrides = portico.i18n.overrides.subscribe(() => applyOverrides());
    return () => {
      stopLocale();
      stopOverrides();
    };
  }, []);

  useEffect(() => {
    if (!userKey) return;
    const open = () =>
      void Promise.all([mayEdit(userKey), import('../editor/editor-rows')]).then(
        ([allowed, { buildGroups }]) => {
          // The user may have signed out or switched while the permission was read.
          const now = portico.session.info.peek();
          if (!allowed || !now || `${now.unitCode}/${now.userCode}` !== userKey) return;
          const locale = portico.i18n.locale.peek();
          const groups = buildGroups({
            pathname: location.pathname,
            locale,
            appCode: portico.appCode.peek(),
            overrides: portico.i18n.overrides.peek(),
            menus: now.menus,
          });
          // A second Ctrl+X while the editor is open keeps the edits in it.
          setOpened((was) => was ?? { groups, locale });
        },
      );
    const onKey = (event: KeyboardEvent) => {
      const selectedText = window.getSelection()?.toString() ?? '';
      if (!isEditorShortcut(event, { isMac, selectedText })) return;
      // With nothing selected and no field focused, Ctrl+X would cut nothing.
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    // The top bar's entry (editor-entry.tsx) asks the same way the shortcut does.
    window.addEventListener(EDITOR_REQUEST, open);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(EDITOR_REQUEST, open);
    };
  }, [userKey, isMac]);

  if (!opened || !userKey) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <TranslationEditor
          {...opened}
          shortcut={shortcutLabel(isMac)}
          onClose={() => setOpened(null)}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
