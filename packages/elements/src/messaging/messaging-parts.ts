/**
 * The chunk that adds the centre, notice popups, tips and tone to a core (loaded on demand by
 * shared-messaging.ts, so a page with only the badge never downloads them).
 */
export { withMessagingParts } from '@portico/sdk/messaging';
