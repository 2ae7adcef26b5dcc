import { registerMessages } from '@portico/sdk';
import { commonMessages, elementsMessages, messageMessages } from '@portico/sdk/internal';
import { NOTICE_RULES, type NoticePopup, type NoticeQueue } from '@portico/sdk/messaging';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { part } from '../../appearance/parts';
import { Badge, levelTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/format';
import { MessageText } from '../../ui/message-text';
import { usePortico } from '../../ui/portico-context';

registerMessages(messageMessages, commonMessages, elementsMessages);

const edge: Record<string, string> = {
  INFO: 'border-s-portico-primary',
  WARN: 'border-s-portico-warning',
  SERIOUS: 'border-s-portico-danger',
};

/** The shown popups, oldest first, with 'close all' and the number still waiting. */
export default function NoticePopups({ notices }: { notices: NoticeQueue }) {
  useSignals();
  const { t, locale } = usePortico();
  const visible = notices.visible.value;
  const waiting = notices.waiting.value;
  return (
    <section
      part={part('base')}
      aria-label={t('elements.notice.label')}
      lang={locale}
      style={{ top: NOTICE_RULES.topOffset }}
      className="fixed end-4 z-[1010] flex max-h-[calc(100vh-170px)] w-[min(22rem,calc(100vw-2rem))] flex-col gap-2 font-portico text-sm text-portico-text"
    >
      {visible.length > 1 && (
        <div className="flex items-center justify-end gap-2">
          {waiting > 0 && (
            <span className="me-auto rounded-portico bg-portico-surface px-2 py-1 text-xs text-portico-muted shadow">
              {t('elements.notice.waiting', { count: waiting })}
            </span>
          )}
          <Button
            part={part('button', 'close-all')}
            onClick={() => notices.closeAll()}
            className="shadow"
          >
            {t('notice.closeAll')}
          </Button>
        </div>
      )}
      <ol aria-live="polite" className="flex min-h-0 flex-col gap-2 overflow-auto p-1">
        {visible.map((popup) => (
          <li key={popup.messageId}>
            <Popup popup={popup} notices={notices} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Popup({ popup, notices }: { popup: NoticePopup; notices: NoticeQueue }) {
  const { t, toast } = usePortico();
  const [busy, setBusy] = useState(false);
  const { message } = popup;
  const titleId = `notice-${popup.messageId}`;

  async function iKnow() {
    setBusy(true);
    try {
      await notices.iKnow(popup.messageId);
    } catch (failure) {
      setBusy(false);
      toast(failure instanceof Error ? failure.message : String(failure), 'error');
    }
  }

  return (
    <article
      part={part('notice')}
      aria-labelledby={titleId}
      data-level={popup.level}
      className={`rounded-portico border border-s-4 border-portico-border bg-portico-surface p-3 shadow-lg ${edge[popup.level] ?? ''}`}
    >
      <header className="mb-1 flex items-start gap-2">
        <Badge tone={levelTone(popup.level)}>{t(`message.level.${popup.level}`)}</Badge>
        <h3
          id={titleId}
          part={part('notice-title')}
          className="min-w-0 flex-1 font-semibold break-words"
        >
          {message.messageTitle}
        </h3>
      </header>
      <p className="mb-2 text-xs text-portico-muted">
        {[message.srcUsername, formatDateTime(message.publishDate)].filter(Boolean).join(' · ')}
      </p>
      <MessageText text={message.messageText} className="max-h-32 overflow-auto text-sm" />
      <div part={part('notice-actions')} className="mt-3 flex justify-end gap-2">
        <Button onClick={() => notices.handleLater(popup.messageId)} disabled={busy}>
          {t('notice.handleLater')}
        </Button>
        <Button variant="primary" onClick={() => void iKnow()} loading={busy}>
          {t('notice.iKnow')}
        </Button>
      </div>
    </article>
  );
}
