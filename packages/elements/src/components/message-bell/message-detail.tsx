import type { Message } from '@portico/sdk/messaging';
import { useId, type ReactNode } from 'react';
import { part } from '../../appearance/parts';
import { Badge, levelTone } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/format';
import { MessageText } from '../../ui/message-text';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';

/** api-contract.md §9: the detail modal is 800 px wide. */
export const MESSAGE_DETAIL_WIDTH = 800;

/** One message (product.md §2.9 "Message detail"): title and meta as text, the body sanitised. */
export function MessageDetail({
  message,
  onClose,
}: {
  message: Message | null;
  onClose: () => void;
}) {
  const { t } = usePortico();
  const metaId = useId();
  const row = (label: string, value: ReactNode) => (
    <div className="flex gap-2">
      <dt className="shrink-0 text-portico-muted">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
  return (
    <Modal
      open={message !== null}
      onClose={onClose}
      closeOnOutsideClick
      title={message?.messageTitle ?? t('message.detail')}
      width={MESSAGE_DETAIL_WIDTH}
      describedBy={metaId}
      testId="message-detail"
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      {message && (
        <article>
          <dl
            id={metaId}
            part={part('message-meta')}
            className="mb-4 grid grid-cols-1 gap-x-6 gap-y-1 border-b border-portico-border pb-3 text-xs sm:grid-cols-2"
          >
            {row(t('message.column.type'), t(`message.type.${message.messageType}`))}
            {row(
              t('message.column.level'),
              <Badge tone={levelTone(message.messageLevel)}>
                {t(`message.level.${message.messageLevel}`)}
              </Badge>,
            )}
            {row(
              t('message.column.publisher'),
              [message.srcUsername, message.srcUsercode && `(${message.srcUsercode})`]
                .filter(Boolean)
                .join(' '),
            )}
            {row(t('message.column.publisherUnit'), message.srcOrgname ?? '')}
            {row(t('message.column.publishDate'), formatDateTime(message.publishDate))}
          </dl>
          <MessageText text={message.messageText} className="text-sm leading-relaxed" />
        </article>
      )}
    </Modal>
  );
}
