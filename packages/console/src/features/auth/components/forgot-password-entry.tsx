import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './forgot-password-dialog';

/**
 * The recovery dialog with the query client it sends through: the sign-in page has no
 * QueryClientProvider (TanStack Query loads with the signed-in pages), so the lazily loaded dialog
 * brings its own, sharing the one cache.
 */
export function ForgotPasswordEntry(props: ForgotPasswordDialogProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ForgotPasswordDialog {...props} />
    </QueryClientProvider>
  );
}
