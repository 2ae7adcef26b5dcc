import { QueryClient } from '@tanstack/react-query';

/** The console's one query cache (DESIGN.md "State and data"), for the signed-in screens. */
export const queryClient = new QueryClient({
  // API errors are already typed and translated by the SDK; retrying a 4xx/business error is noise.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
