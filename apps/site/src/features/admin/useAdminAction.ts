import { useMutation } from '@tanstack/react-query';
import { toast, type ToastOptions } from '@globalhire/ui';
import type { GlobalHireClient, Result } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { adminMessages } from './adminMessages';

export interface AdminActionOptions<Variables, Saved> {
  write: (client: GlobalHireClient, variables: Variables) => Promise<Result<Saved>>;
  /** Updates what is on screen from the saved row. */
  onSaved?: (saved: Saved, variables: Variables) => void;
  /** The success notice. */
  notice: (saved: Saved, variables: Variables) => Omit<ToastOptions, 'tone'>;
}

/**
 * A write from an admin list (approve, block, publish…): one at a time, with a success toast, and
 * the server's message in an 'Error' toast when the database refuses it.
 */
export function useAdminAction<Variables, Saved>({
  write,
  onSaved,
  notice,
}: AdminActionOptions<Variables, Saved>) {
  const client = useSupabase();
  const mutation = useMutation({
    mutationFn: async (variables: Variables) => unwrap(await write(client, variables)),
    onSuccess: (saved, variables) => {
      onSaved?.(saved, variables);
      toast({ ...notice(saved, variables), tone: 'positive' });
    },
    onError: (error) =>
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' }),
  });
  return {
    /** Saves; `onDone` runs after a successful save (e.g. to close the dialog that asked). */
    run: (variables: Variables, onDone?: () => void) =>
      mutation.mutate(variables, onDone ? { onSuccess: () => onDone() } : undefined),
    /** What is being saved, to show a busy button. */
    pending: mutation.isPending ? mutation.variables : undefined,
  };
}
