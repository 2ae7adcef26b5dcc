import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import '../../../styles.css';
import { registerEverything } from '../../../lib/all-messages';
import { portico } from '../../../lib/portico';
import { UiTexts } from '../../../lib/ui-texts';

registerEverything();

/**
 * The console around a widget's story: its Tailwind build, every text and a query cache (no
 * retries); `args.locale` switches the language.
 */
export const withConsole: Decorator = (Story, context) => {
  const locale = (context.args as { locale?: 'zh-CN' | 'en-US' }).locale ?? 'en-US';
  if (portico.i18n.locale.value !== locale) portico.i18n.setLocale(locale);
  return <StoryShell story={<Story />} />;
};

function StoryShell({ story }: { story: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <UiTexts>
        <div className="bg-slate-100 p-4 text-slate-800">{story}</div>
      </UiTexts>
    </QueryClientProvider>
  );
}

/** A page of fake rows answered after `delay` ms; `fail` rejects as the list call would. */
export function fakePage<T>(
  rows: readonly T[],
  current = 1,
  pageSize = 10,
  delay = 300,
  fail = false,
) {
  return new Promise<{ datas: T[]; totalRows: number; statistic: null }>((resolve, reject) =>
    setTimeout(() => {
      if (fail) reject(new Error('network request error'));
      else
        resolve({
          datas: rows.slice((current - 1) * pageSize, current * pageSize),
          totalRows: rows.length,
          statistic: null,
        });
    }, delay),
  );
}
