import type { TextKey } from '../../texts/catalogue';
import type { MessageType } from '@portico/sdk/messaging';
import {
  MAX_MESSAGE_TEXT_LENGTH,
  MAX_MESSAGE_TITLE_LENGTH,
  type MessageAudienceInput,
} from '@portico/sdk/contract';

/** The kinds a publisher chooses from: a system tip is a notice shown in the tip strip. */
export const MESSAGE_KINDS = ['PRIVATE', 'NOTICE', 'TIP'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Normal or urgent: urgent messages pop up with the unit's reminder tone. */
export const COMPOSE_LEVELS = ['INFO', 'SERIOUS'] as const;
export type ComposeLevel = (typeof COMPOSE_LEVELS)[number];

/** One entry of the audience, as the chips show it and the publish call takes it. */
export type AudienceEntry =
  | { kind: 'unit'; unitCode: string; name: string; withSubUnits: boolean }
  | { kind: 'department'; unitCode: string; code: string; name: string }
  | { kind: 'role'; unitCode: string; code: string; name: string }
  | { kind: 'user'; unitCode: string; code: string; name: string };

export interface ComposeDraft {
  title: string;
  /** The editor's HTML ('' when empty). */
  body: string;
  level: ComposeLevel;
  kind: MessageKind;
  link: string;
  audience: readonly AudienceEntry[];
  when: 'now' | 'at';
  /** `datetime-local` values, in the browser's time zone. */
  publishAt: string;
  expiresAt: string;
}

export const BLANK_DRAFT: ComposeDraft = {
  title: '',
  body: '',
  level: 'INFO',
  kind: 'NOTICE',
  link: '',
  audience: [],
  when: 'now',
  publishAt: '',
  expiresAt: '',
};

export type ComposeField = 'title' | 'body' | 'link' | 'audience' | 'publishAt' | 'expiresAt';
/** A broken rule: its message, and the limit the message names. */
export interface FieldError {
  key: TextKey;
  max?: number;
}
export type ComposeErrors = Partial<Record<ComposeField, FieldError>>;

/** The entry's identity: the same department twice is one entry. */
export function entryKey(entry: AudienceEntry): string {
  return entry.kind === 'unit'
    ? `unit:${entry.unitCode}`
    : `${entry.kind}:${entry.unitCode}:${entry.code}`;
}

/** Adds an entry unless it is there already; a unit added again takes the new child setting. */
export function addEntry(list: readonly AudienceEntry[], entry: AudienceEntry): AudienceEntry[] {
  const key = entryKey(entry);
  const kept = list.filter((e) => entryKey(e) !== key);
  return [...kept, entry];
}

/** A `datetime-local` value as a date in the browser's zone; null when empty or invalid. */
export function localTime(value: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const LINK = /^https?:\/\/[^\s<>"']+$/i;

/** The title rule of composing and editing: required, within the limit. */
export function titleError(title: string): FieldError | undefined {
  const trimmed = title.trim();
  if (!trimmed) return { key: 'announce.error.title' };
  if (trimmed.length > MAX_MESSAGE_TITLE_LENGTH)
    return { key: 'announce.error.titleLong', max: MAX_MESSAGE_TITLE_LENGTH };
  return undefined;
}

/**
 * The time rules of composing and editing: a send time (when one is asked for) in the future,
 * and an expiry after it (or after now, when the message is sent now or already out).
 */
export function timeErrors(
  times: { publishAt: string | null; expiresAt: string },
  now: Date,
): Partial<Record<'publishAt' | 'expiresAt', FieldError>> {
  const errors: Partial<Record<'publishAt' | 'expiresAt', FieldError>> = {};
  const at = times.publishAt === null ? null : localTime(times.publishAt);
  if (times.publishAt !== null && !at) errors.publishAt = { key: 'announce.error.time' };
  else if (at && at.getTime() <= now.getTime()) errors.publishAt = { key: 'announce.error.past' };
  const expires = localTime(times.expiresAt);
  if (expires && expires.getTime() <= (at ?? now).getTime())
    errors.expiresAt = { key: 'announce.error.expiry' };
  return errors;
}

/**
 * The form's rules, checked before anything is sent (the server checks the same again): a title,
 * a body within the limit, a web link, at least one recipient, a send time in the future and an
 * expiry after it.
 */
export function validateDraft(draft: ComposeDraft, now: Date): ComposeErrors {
  const errors: ComposeErrors = {};
  const title = titleError(draft.title);
  if (title) errors.title = title;
  if (messageText(draft).length > MAX_MESSAGE_TEXT_LENGTH)
    errors.body = { key: 'announce.error.bodyLong', max: MAX_MESSAGE_TEXT_LENGTH };
  if (draft.link.trim() && !LINK.test(draft.link.trim()))
    errors.link = { key: 'announce.error.link' };
  if (draft.audience.length === 0) errors.audience = { key: 'announce.error.audience' };
  const publishAt = draft.when === 'at' ? draft.publishAt : null;
  return { ...errors, ...timeErrors({ publishAt, expiresAt: draft.expiresAt }, now) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The text sent: the editor's HTML, and the link as a last paragraph, since the bell, the centre
 * and the popups show the body and nothing else (a link in it opens in a new tab there).
 */
export function messageText(draft: Pick<ComposeDraft, 'body' | 'link'>): string {
  const body = isEmptyBody(draft.body) ? '' : draft.body;
  const link = draft.link.trim();
  if (!link) return body;
  const href = escapeHtml(link);
  return `${body}<p><a href="${href}">${href}</a></p>`;
}

/** The editor's empty document is one empty paragraph. */
export function isEmptyBody(html: string): boolean {
  return html.replace(/<p>\s*<\/p>/g, '').trim() === '';
}

/** The audience in the publish call's form. */
export function audienceRequest(entries: readonly AudienceEntry[]): MessageAudienceInput {
  const audience = {
    users: [] as { unitCode: string; userCode: string }[],
    departments: [] as { unitCode: string; code: string }[],
    roles: [] as { unitCode: string; code: string }[],
    units: [] as { unitCode: string; withSubUnits: boolean }[],
  };
  for (const entry of entries) {
    if (entry.kind === 'unit')
      audience.units.push({ unitCode: entry.unitCode, withSubUnits: entry.withSubUnits });
    else if (entry.kind === 'user')
      audience.users.push({ unitCode: entry.unitCode, userCode: entry.code });
    else if (entry.kind === 'department')
      audience.departments.push({ unitCode: entry.unitCode, code: entry.code });
    else audience.roles.push({ unitCode: entry.unitCode, code: entry.code });
  }
  return audience;
}

/** The type and tip flag a kind is sent as. */
export function kindFields(kind: MessageKind): { messageType: MessageType; isShow: 'T' | 'F' } {
  if (kind === 'TIP') return { messageType: 'SYSTEM', isShow: 'T' };
  return { messageType: kind, isShow: 'F' };
}

/** The publish call's input for a valid draft; times go out in UTC. */
export function publishRequest(draft: ComposeDraft) {
  const at = draft.when === 'at' ? localTime(draft.publishAt) : null;
  const expires = localTime(draft.expiresAt);
  return {
    messageTitle: draft.title.trim(),
    messageText: messageText(draft),
    messageLevel: draft.level,
    ...kindFields(draft.kind),
    audience: audienceRequest(draft.audience),
    ...(at ? { publishAt: at.toISOString() } : {}),
    ...(expires ? { expiresAt: expires.toISOString() } : {}),
  };
}

/** The browser's time zone and its offset now, as the form shows it beside the times. */
export function timeZoneLabel(now: Date, zone = Intl.DateTimeFormat().resolvedOptions().timeZone) {
  const minutes = -now.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${zone} (${offset})`;
}
