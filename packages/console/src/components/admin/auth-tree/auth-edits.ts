import { useState } from 'react';
import { notify } from '../../../lib/notify';
import type { AuthEdits, AuthKind } from './auth-editor';

const LIST_OF = { menu: 'menuIds', OPERATION: 'operationIds', REPORT: 'reportIds' } as const;

/** The lists of a user save call: the ids of each kind edited in one app. */
export type AuthLists = Partial<Record<(typeof LIST_OF)[AuthKind], string[]>>;

/** The edits grouped by app, for the calls that take one app's kinds together. */
export function listsByApp(edits: AuthEdits): Map<string, AuthLists> {
  const byApp = new Map<string, AuthLists>();
  for (const edit of edits.values()) {
    byApp.set(edit.appCode, { ...byApp.get(edit.appCode), [LIST_OF[edit.kind]]: edit.ids });
  }
  return byApp;
}

/**
 * The edits of an AuthEditor and their save: `saveAll` sends them (one call after another),
 * then a success toast and `onDone`; a refusal is toasted and the edits stay for another try.
 */
export function useAuthEdits(
  saveAll: (edits: AuthEdits) => Promise<void>,
  savedMessage: string,
  onDone: () => void,
) {
  const [edits, setEdits] = useState<AuthEdits>(new Map());
  const submit = async () => {
    try {
      await saveAll(edits);
      notify(savedMessage, 'success');
      onDone();
    } catch (failure) {
      notify((failure as Error).message, 'error');
    }
  };
  return { edits, setEdits, submit };
}
