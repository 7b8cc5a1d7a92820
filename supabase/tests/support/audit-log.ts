import type { SupabaseClient } from '@globalhire/supabase-local/testing';

// The audit trail's entries about one row, read through the service role.

export interface Entry {
  id: number;
  actor_id: string;
  actor_email: string | null;
  action: string;
  subject_table: string;
  subject_id: string;
  subject_label: string | null;
  parent_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function entriesFor(
  service: SupabaseClient,
  table: string,
  id: number | string,
): Promise<Entry[]> {
  const { data, error } = await service
    .from('audit_log')
    .select('*')
    .eq('subject_table', table)
    .eq('subject_id', String(id))
    .order('id');
  if (error) throw new Error(error.message);
  return data as Entry[];
}

/** The entries an action wrote: those after the ones already there. */
export async function newEntries(
  service: SupabaseClient,
  table: string,
  id: number | string,
  action: () => PromiseLike<unknown>,
) {
  const seen = (await entriesFor(service, table, id)).length;
  const outcome = (await action()) as { error?: { message: string } | null };
  if (outcome?.error) throw new Error(outcome.error.message);
  return (await entriesFor(service, table, id)).slice(seen);
}
