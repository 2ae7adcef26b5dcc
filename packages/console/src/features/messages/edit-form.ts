import type { TextKey } from '../../texts/catalogue';
import { type UpdateMessageRequest } from '@portico/sdk/contract';
import { localTime, timeErrors, titleError, type ComposeLevel } from './compose-form';

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
 * The edit call's input, or the first rule it breaks (the rules of composing): a title, a send
 * time in the future while scheduled, an expiry after the send time; an emptied expiry clears it.
 */
export function editRequest(
  draft: EditDraft,
  scheduled: boolean,
  now: Date,
): UpdateMessageRequest | { error: TextKey; max?: number } {
  const publishAt = scheduled ? draft.publishAt : null;
  const times = timeErrors({ publishAt, expiresAt: draft.expiresAt }, now);
  const broken = titleError(draft.title) ?? times.publishAt ?? times.expiresAt;
  if (broken)
    return { error: broken.key, ...(broken.max !== undefined ? { max: broken.max } : {}) };
  const at = publishAt === null ? null : localTime(publishAt);
  const expires = localTime(draft.expiresAt);
  return {
    messageTitle: draft.title.trim(),
    messageText: draft.body,
    messageLevel: draft.level,
    ...(at ? { publishAt: at.toISOString() } : {}),
    expiresAt: expires ? expires.toISOString() : null,
  };
}
