import { signal } from '@preact/signals-react';

export type ToastKind = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
}

/** Message toasts last 3 s (api-contract.md §9 "Message toast top 50, duration 3 s"). */
export const TOAST_DURATION_MS = 3000;

export const toasts = signal<readonly Toast[]>([]);
let nextId = 1;

/** Shows a short message at the top of the page; the SSO runner and every screen use it. */
export function notify(text: string, kind: ToastKind = 'info') {
  const toast = { id: nextId++, text, kind };
  toasts.value = [...toasts.value, toast];
  setTimeout(() => {
    toasts.value = toasts.value.filter((t) => t.id !== toast.id);
  }, TOAST_DURATION_MS);
}
