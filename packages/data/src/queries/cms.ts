import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

export type EditableArticle = Tables<'articles'>;
export type AdminFaq = Pick<
  Tables<'faqs'>,
  'id' | 'question' | 'answer' | 'position' | 'status' | 'updated_at'
>;

/** An article to edit, drafts included (admins read every article, RLS); null when it is gone. */
export async function getArticleForEdit(
  client: GlobalHireClient,
  id: number,
): Promise<Result<EditableArticle | null>> {
  const { data, error, status } = await client
    .from('articles')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  return error ? fail(error, status) : ok(data);
}

/** Every FAQ in its order, drafts included, for the FAQ editor. */
export async function listAdminFaqs(client: GlobalHireClient): Promise<Result<AdminFaq[]>> {
  const { data, error, status } = await client
    .from('faqs')
    .select('id, question, answer, position, status, updated_at')
    .order('position', { ascending: true })
    .order('id', { ascending: true });
  return error ? fail(error, status) : ok(data);
}
