import { registerMessages } from '@portico/sdk';
import {
  commonMessages,
  elementsMessages,
  errorsMessages,
  messageMessages,
  messageRulesMessages,
} from '@portico/sdk/internal';
import type { Message, MessageTab, Messaging } from '@portico/sdk/messaging';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { Tabs } from '../../ui/tabs';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';

registerMessages(
  messageMessages,
  commonMessages,
  messageRulesMessages,
  errorsMessages,
  elementsMessages,
);

export interface MessageCentreProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  messaging: Messaging;
  /** Dispatches the cancelable `portico-open-message`; false when the host vetoed. */
  emitOpen: (message: Message) => boolean;
}

/** product.md §2.9: the message centre is 1000 px wide. */
export const MESSAGE_CENTRE_WIDTH = 1000;

/**
 * The message centre (product.md §2.9): tabs PRIVATE and NOTICE; opening a row shows its
 * detail, and an unread PRIVATE message is marked read as it opens (product.md §4). Lists load
 * while open and refresh every 120 s (the SDK's message centre).
 */
export default function MessageCentre({
  open,
  onOpenChange,
  messaging,
  emitOpen,
}: MessageCentreProps) {
  useSignals();
  const { t, toast } = usePortico();
  const centre = messaging.centre;
  const tab = centre.tab.value;
  const [detail, setDetail] = useState<Message | null>(null);
  const [opening, setOpening] = useState<string | null>(null);

  useEffect(() => {
    centre.setActive(open);
  }, [centre, open]);
  useEffect(() => () => centre.setActive(false), [centre]);

  async function openMessage(message: Message) {
    if (opening || !emitOpen(message)) return;
    setOpening(message.messageId);
    try {
      setDetail(await centre.open(message));
    } catch (failure) {
      // The SDK's text already reads '查询详情失败：' + reason (api-contract.md §8).
      toast(failure instanceof Error ? failure.message : String(failure), 'error');
    } finally {
      setOpening(null);
    }
  }

  const panel = (which: MessageTab) => (
    <MessageList tab={which} centre={centre} onOpen={openMessage} opening={opening} />
  );

  return (
    <>
      <Modal
        open={open}
        onClose={() => onOpenChange(false)}
        closeOnOutsideClick
        title={t('message.centre')}
        width={MESSAGE_CENTRE_WIDTH}
        maxHeight={2000}
        testId="message-centre"
      >
        <Tabs
          label={t('message.centre')}
          value={tab}
          onValueChange={(next) => void centre.setTab(next)}
          items={[
            { value: 'PRIVATE', label: t('message.tab.private'), content: panel('PRIVATE') },
            { value: 'NOTICE', label: t('message.tab.notice'), content: panel('NOTICE') },
          ]}
        />
      </Modal>
      <MessageDetail message={detail} onClose={() => setDetail(null)} />
    </>
  );
}
