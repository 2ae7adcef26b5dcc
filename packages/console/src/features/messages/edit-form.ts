import type { MessageKey } from '@portico/sdk';
import { MAX_MESSAGE_TITLE_LENGTH, type UpdateMessageRequest } from '@portico/sdk/contract';
import { localTime, type ComposeLevel } from './compose-form';

export interface EditDraft {
  title: string;
  body: string;
  level: ComposeLevel;
  /** `datetime-local` values in the browser's zone; the send time only while scheduled. */
  publishAt: string;
  expiresAt: string;
}

/** An ISO time as a `datetime-local` value in the browser's zone (minutes). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * The edit call's input, or the first rule it breaks: a title, a send time in the future while
 * scheduled, an expiry after the send time; an emptied expiry clears it.
 */
export function editRequest(
  draft: EditDraft,
  scheduled: boolean,
  now: Date,
): UpdateMessageRequest | { error: MessageKey } {
  const title = draft.title.trim();
  if (!title) return { error: 'announce.error.title' };
  if (title.length > MAX_MESSAGE_TITLE_LENGTH) return { error: 'announce.error.title' };
  const at = scheduled ? localTime(draft.publishAt) : null;
  if (scheduled && !at) return { error: 'announce.error.time' };
  if (at && at.getTime() <= now.getTime()) return { error: 'announce.error.past' };
  const expires = localTime(draft.expiresAt);
  if (expires && expires.getTime() <= (at ?? now).getTime())
    return { error: 'announce.error.expiry' };
  return {
    messageTitle: title,
    messageText: draft.body,
    messageLevel: draft.level,
    ...(at ? { publishAt: at.toISOString() } : {}),
    expiresAt: expires ? expires.toISOString() : null,
  };
}
