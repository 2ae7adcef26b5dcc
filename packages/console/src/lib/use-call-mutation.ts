import type { ApiBaseName } from '@portico/sdk';
import { callApi, type CallDecl, type CallInput } from '@portico/sdk/contract';
import { useMutation } from '@tanstack/react-query';
import { portico } from './portico';

/**
 * A declared call as a TanStack mutation whose input is typed by the declaration; `onSuccess`
 * refreshes what the change touched. `toInput` maps what the caller passes (an id) to the input.
 */
export function useCallMutation<C extends CallDecl & { base: ApiBaseName }, V = CallInput<C>>(
  call: C,
  onSuccess: () => unknown,
  toInput: (variables: V) => CallInput<C> = (variables) => variables as CallInput<C>,
) {
  return useMutation({
    mutationFn: (variables: V) => callApi(portico.http, call, toInput(variables)),
    onSuccess,
  });
}
