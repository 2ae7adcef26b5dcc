import { registerMessages, type PorticoClient } from '@portico/sdk';
import { elementsMessages } from '@portico/sdk/internal';
import type { Messaging } from '@portico/sdk/messaging';
import { useSignals } from '@preact/signals-react/runtime';
import { part } from '../../appearance/parts';
import { useMessaging } from '../../messaging/shared-messaging';
import { usePortico } from '../../ui/portico-context';
import { inRoot } from '../../ui/portico-root';

registerMessages(elementsMessages);

export interface SystemTipsProps {
  client?: PorticoClient;
  messaging?: Messaging;
  locale?: string;
  apiBase?: string;
  appCode?: string;
  container?: Element | DocumentFragment;
}

/**
 * A message text as plain text for the one-line strip. DOMParser documents are inert: no
 * script runs and nothing loads, so markup is only read, never rendered.
 */
export function plainText(text: string): string {
  if (!/[<&]/.test(text)) return text;
  const doc = new DOMParser().parseFromString(text, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  // Blocks and line breaks become spaces, so paragraphs do not run together.
  doc
    .querySelectorAll('p, div, li, br, tr, h1, h2, h3, h4, h5, h6')
    .forEach((node) => node.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The system-notice strip of the main shell (product.md §2.8): notices with isShow T, updated
 * or removed by messageId as they are pushed, rotating every 4 s unless hovered or focused
 * (product.md §4).
 */
export function SystemTips(props: SystemTipsProps) {
  return inRoot(props, Strip);
}

function Strip({ messaging: given }: { messaging?: Messaging }) {
  useSignals();
  const { client, t, locale } = usePortico();
  const messaging = useMessaging(client, given);
  const tips = messaging?.tips;
  const current = tips?.current.value ?? null;
  const all = tips?.tips.value ?? [];
  if (!tips || !current) return null;
  const index = all.findIndex((tip) => tip.messageId === current.messageId);
  const pause = () => tips.setHovered(true);
  const resume = () => tips.setHovered(false);
  const text = plainText(current.messageText);
  return (
    <div
      part={part('base')}
      role="region"
      aria-label={t('elements.tips.label')}
      lang={locale}
      // Focusable, so a keyboard user can stop the rotation too (WCAG 2.2.2).
      tabIndex={0}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      className="flex w-full min-w-0 items-center gap-3 rounded-portico border border-portico-border bg-portico-subtle px-3 py-1.5 font-portico text-sm text-portico-text focus-visible:outline-2 focus-visible:outline-portico-primary"
    >
      <span
        part={part('label')}
        className="shrink-0 rounded-full bg-portico-warning px-2 py-px text-xs font-semibold text-portico-on-primary"
      >
        {t('elements.tips.label')}
      </span>
      <p
        part={part('tip')}
        className="min-w-0 flex-1 truncate"
        title={`${current.messageTitle}: ${text}`}
      >
        <strong className="font-semibold">{current.messageTitle}</strong>
        {text && <span className="text-portico-muted"> — {text}</span>}
      </p>
      {all.length > 1 && (
        <span part={part('counter')} className="shrink-0 text-xs text-portico-muted tabular-nums">
          {index + 1}/{all.length}
        </span>
      )}
    </div>
  );
}
