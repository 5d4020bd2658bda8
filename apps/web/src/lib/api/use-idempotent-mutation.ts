import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

function newKey(): string {
  // getRandomValues works outside secure contexts too (a console opened over plain http).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface IdempotentMutationOptions<TData, TVariables> {
  /** Sends the call with `{ idempotencyKey }` in its options. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  onSuccess?: (data: TData) => unknown;
}

/**
 * The mutation of a form that charges or creates (a route marked `idempotent`). Each submission
 * carries an idempotency key that stays the same for every repeat of it (a lost answer, a second
 * click that got through, a retry after an error) so the server acts once; it is renewed once the
 * submission has succeeded, for the next one.
 */
export function useIdempotentMutation<TData, TVariables>({
  mutationFn,
  onSuccess,
}: IdempotentMutationOptions<TData, TVariables>) {
  const key = useRef<string | undefined>(undefined);
  return useMutation({
    mutationFn: (variables: TVariables) => mutationFn(variables, (key.current ??= newKey())),
    onSuccess: (data) => {
      key.current = undefined;
      return onSuccess?.(data);
    },
  });
}
