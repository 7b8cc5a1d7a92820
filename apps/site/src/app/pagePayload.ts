import type { SupabaseConfig } from '@globalhire/data';
import type { HydrationPayload } from '../entry-server';

/** The id of the JSON block the server writes into every page. */
export const PAGE_PAYLOAD_ID = 'globalhire-page';

/**
 * What the server hands the browser in the page: the Supabase project to talk to (so one build
 * runs against any project) and, on a server-rendered page, what hydration needs.
 */
export interface PagePayload {
  supabase: SupabaseConfig;
  hydration?: HydrationPayload;
}

/** As JSON that is safe inside a <script type="application/json"> element. */
export const serializePagePayload = (payload: PagePayload) =>
  JSON.stringify(payload).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function readPagePayload(): PagePayload | null {
  const element = document.getElementById(PAGE_PAYLOAD_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PagePayload) : null;
}
