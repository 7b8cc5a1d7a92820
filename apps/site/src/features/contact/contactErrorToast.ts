import { messages } from '../../content/messages';
import { DataQueryError } from '../../app/query';

/**
 * The toast for a contact message that was not sent. When the site refused it for coming too
 * often (HTTP 429), the refusal's own sentence says how long to wait; any other failure gets the
 * spec's generic error, and the message stays in the form for another try.
 */
export function contactErrorToast(error: unknown): { title: string; description: string } {
  if (error instanceof DataQueryError && error.status === 429 && error.message) {
    return { title: messages.contactError.title, description: error.message };
  }
  return messages.contactError;
}
