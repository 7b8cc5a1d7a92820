import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import type { AdminFaq, EditableArticle } from '../queries/cms';
import {
  articleCoverRules,
  articleSchema,
  cmsValidationMessages,
  faqSchema,
  type ArticleInput,
  type FaqInput,
} from '../validation/cms';
import { fieldErrors } from '../validation/schemas';

/** A refused save (the editors check the same schema first, field by field). */
function invalid<T>(errors: Record<string, string>): Result<T> {
  return fail({ message: Object.values(errors).join(' '), code: 'validation_failed' }, 400);
}

/** The code of a save refused because another article has the slug. */
export const slugTakenCode = 'slug_taken';

/**
 * Creates an article (`id` null) or saves one. The slug is sent as the editor shows it: made
 * from the title on create and left alone afterwards, so renaming never breaks the article's URL.
 * A slug another article uses fails with code `slugTakenCode`.
 */
export async function saveArticle(
  client: GlobalHireClient,
  id: number | null,
  input: ArticleInput,
): Promise<Result<EditableArticle>> {
  const parsed = articleSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const values = parsed.data;
  const write =
    id === null
      ? client.from('articles').insert(values)
      : client.from('articles').update(values).eq('id', id);
  const { data, error, status } = await write.select('*').maybeSingle();
  if (error) {
    if (error.code === '23505' && /slug/.test(`${error.message} ${error.details ?? ''}`))
      return fail({ message: cmsValidationMessages.slugTaken, code: slugTakenCode }, status);
    return fail(error, status);
  }
  if (!data) return fail({ message: 'This article was deleted.', code: 'not_found' }, 404);
  return ok(data);
}

/** `covers/<timestamp>-<safe file name>` in the public images bucket. */
export function articleCoverPath(fileName: string, now: Date = new Date()): string {
  const safe = fileName
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(-80);
  return `covers/${now.getTime()}-${safe}`;
}

/** Why a cover file is refused before uploading, or null when it may go. */
export function coverFileProblem(file: { type: string; size: number }): string | null {
  if (!(articleCoverRules.accept as readonly string[]).includes(file.type))
    return 'This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.';
  if (file.size > articleCoverRules.maxSizeBytes)
    return 'The image is too large. The maximum size is 5 MB.';
  return null;
}

/** Uploads an article cover to the public images bucket (admins may write there). */
export async function uploadArticleCover(
  client: GlobalHireClient,
  file: File,
  now?: Date,
): Promise<Result<{ path: string }>> {
  const problem = coverFileProblem(file);
  if (problem) return fail({ message: problem, code: 'invalid_file' }, 400);
  const path = articleCoverPath(file.name, now);
  const { error } = await client.storage
    .from(articleCoverRules.bucket)
    .upload(path, file, { contentType: file.type, upsert: false });
  return error ? fail(error) : ok({ path });
}

const FAQ_SELECT = 'id, question, answer, position, status, updated_at';

/** Creates an FAQ (it goes to the end of the list) or saves one. */
export async function saveFaq(
  client: GlobalHireClient,
  id: number | null,
  input: FaqInput,
): Promise<Result<AdminFaq>> {
  const parsed = faqSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const write =
    id === null
      ? client.from('faqs').insert(parsed.data)
      : client.from('faqs').update(parsed.data).eq('id', id);
  const { data, error, status } = await write.select(FAQ_SELECT).maybeSingle();
  if (error) return fail(error, status);
  if (!data) return fail({ message: 'This FAQ was deleted.', code: 'not_found' }, 404);
  return ok(data);
}

export async function deleteFaq(client: GlobalHireClient, id: number): Promise<Result<null>> {
  const { error, status } = await client.from('faqs').delete().eq('id', id);
  return error ? fail(error, status) : ok(null);
}

/** Saves the order of every FAQ in one call (first to last); refused when the list changed meanwhile. */
export async function reorderFaqs(client: GlobalHireClient, ids: number[]): Promise<Result<null>> {
  const { error, status } = await client.rpc('reorder_faqs', { ids });
  return error ? fail(error, status) : ok(null);
}
