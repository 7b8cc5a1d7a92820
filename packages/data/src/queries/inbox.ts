import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
} from './admin-list';

/** A message as the inbox shows it (which account sent it is the database's concern). */
export type ContactMessage = Omit<Tables<'contact_messages'>, 'user_id'>;
export type ContactReply = Tables<'contact_replies'>;

export const contactMessageStates = ['unhandled', 'handled'] as const;
export type ContactMessageState = (typeof contactMessageStates)[number];

export interface ContactMessageFilters extends ListPaging {
  /** Words found in the sender's name or address, the subject or the message. */
  search?: string;
  state?: ContactMessageState;
}

const MESSAGE_SELECT = 'id, name, email, subject, message, handled, created_at';

/** The admin inbox: unhandled messages first, newest first within each (only admins may read, RLS). */
export async function listContactMessages(
  client: GlobalHireClient,
  filters: ContactMessageFilters = {},
): Promise<Result<ListPage<ContactMessage>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('contact_messages').select(MESSAGE_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search))
    query = query.or(anyColumnContains(['name', 'email', 'subject', 'message'], term));
  if (filters.state) query = query.eq('handled', filters.state === 'handled');
  const { data, count, error, status } = await query
    .order('handled', { ascending: true })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as ContactMessage[], count ?? 0, page, pageSize));
}

export interface ContactThread {
  message: ContactMessage;
  /** The admins' replies, oldest first. */
  replies: ContactReply[];
}

/** One message with its replies; null when it does not exist (or was deleted). */
export async function getContactThread(
  client: GlobalHireClient,
  id: number,
): Promise<Result<ContactThread | null>> {
  const [message, replies] = await Promise.all([
    client.from('contact_messages').select(MESSAGE_SELECT).eq('id', id).maybeSingle(),
    client
      .from('contact_replies')
      .select('id, message_id, author_id, author_name, body, created_at')
      .eq('message_id', id)
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  ]);
  if (message.error) return fail(message.error, message.status);
  if (replies.error) return fail(replies.error, replies.status);
  if (!message.data) return ok(null);
  return ok({ message: message.data, replies: replies.data ?? [] });
}

/** How many contact messages wait for an admin. */
export async function countUnhandledContactMessages(
  client: GlobalHireClient,
): Promise<Result<number>> {
  const { count, error, status } = await client
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .eq('handled', false);
  return error ? fail(error, status) : ok(count ?? 0);
}
