import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';
import { contactSchema, fieldErrors, type ContactInput } from '../validation';

/** Stores a contact message; visitors may write but not read them back (RLS), so nothing is returned. */
export async function sendContactMessage(client: GlobalHireClient, input: ContactInput): Promise<Result<null>> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    return fail({ message: Object.values(fieldErrors(parsed.error)).join(' '), code: 'validation_failed' }, 400);
  }
  const { error, status } = await client.from('contact_messages').insert(parsed.data);
  return error ? fail(error, status) : ok(null);
}
