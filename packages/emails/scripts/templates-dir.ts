import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's `supabase/templates` folder, where Auth's email templates are kept. */
export const authTemplatesDir = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../..'),
  'supabase',
  'templates',
);
