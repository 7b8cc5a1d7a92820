// Writes Supabase Auth's email templates (supabase/templates/<name>.html) from the React Email
// components in src/auth: `pnpm emails:auth`. The files are committed; a test fails when they
// differ from a fresh render.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { authTemplates, renderGoTemplate, type AuthTemplateName } from '../src/auth/goTemplates';
import { authTemplatesDir } from './templates-dir';

mkdirSync(authTemplatesDir, { recursive: true });
for (const name of Object.keys(authTemplates) as AuthTemplateName[]) {
  const file = join(authTemplatesDir, `${name}.html`);
  const { html } = await renderGoTemplate(name);
  writeFileSync(file, html);
  console.log(`wrote ${relative(process.cwd(), file)}`);
}
