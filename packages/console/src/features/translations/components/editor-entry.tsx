import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { languageModuleQueryOptions } from '../api/get-language-module';
import { translatorQueryOptions } from '../api/get-translator';
import { isMacPlatform, shortcutLabel } from '../editor/shortcut';
import { requestTranslationEditor } from './editor-request';

/**
 * The visible entry to the translation editor (product.md §2.9, §6): shown to translators only
 * (translator permission plus the language module), so the editor is not known by its shortcut
 * alone. `render` draws the button in the host bar's look.
 */
export function TranslationEditorEntry({
  render,
}: {
  render: (entry: { label: string; open: () => void }) => ReactNode;
}) {
  useSignals();
  const t = useT();
  const info = portico.session.info.value;
  const userKey = info ? `${info.unitCode}/${info.userCode}` : '';
  const module = useQuery({ ...languageModuleQueryOptions(), enabled: !!userKey });
  const translator = useQuery({ ...translatorQueryOptions(userKey), enabled: !!userKey });
  if (!module.data || !translator.data) return null;
  const label = `${t('translation.editor')} (${shortcutLabel(isMacPlatform())})`;
  return render({ label, open: requestTranslationEditor });
}
