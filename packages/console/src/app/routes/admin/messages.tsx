import { ComposePage } from '../../../features/messages/components/compose-page';
import { PublishedPage } from '../../../features/messages/components/published-page';

/** /message/publish: compose a message for an audience, now or at a time. */
export function PublishMessageRoute() {
  return <ComposePage />;
}

/** /message/published: the published messages and each one's read report. */
export function PublishedMessagesRoute() {
  return <PublishedPage />;
}
