import type { PorticoClient } from '@portico/sdk';
import type { SignedInSession } from '@portico/sdk/contract';

/**
 * The {UC} calls this file makes, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts): named here rather than imported, since a declaration carries
 * its zod schemas and the elements' bundles ship no zod.
 */
export const SESSION_CALLS = {
  list: { method: 'GET', path: '/self/sessions' },
  end: { method: 'DELETE', path: '/self/sessions/:sessionId' },
  endOthers: { method: 'DELETE', path: '/self/sessions' },
} as const;

export type { SignedInSession };

/** GET {UC}/self/sessions: the user's live sign-ins, the latest used first. */
export async function listSessions(client: PorticoClient): Promise<SignedInSession[]> {
  return (await client.http.request<SignedInSession[] | null>('UC', SESSION_CALLS.list.path)) ?? [];
}

/** DELETE {UC}/self/sessions/{id}: signs that sign-in out everywhere. */
export async function endSession(client: PorticoClient, id: string): Promise<void> {
  const path = SESSION_CALLS.end.path.replace(':sessionId', encodeURIComponent(id));
  await client.http.request('UC', path, { method: SESSION_CALLS.end.method });
}

/** DELETE {UC}/self/sessions?others=true: every sign-in but this one ends. */
export async function endOtherSessions(client: PorticoClient): Promise<void> {
  await client.http.request('UC', SESSION_CALLS.endOthers.path, {
    query: { others: 'true' },
    method: SESSION_CALLS.endOthers.method,
  });
}
