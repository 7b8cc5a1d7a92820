import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@globalhire/supabase-local';
import { authTemplates, renderGoTemplate, type AuthTemplateName } from '../src/auth/goTemplates';
import { authTemplatesDir } from '../scripts/templates-dir';

const names = Object.keys(authTemplates) as AuthTemplateName[];
const supabaseDir = join(authTemplatesDir, '..');

describe("Supabase Auth's email templates (supabase/templates)", () => {
  it.each(names)('%s.html is the fresh render of its component (run `pnpm emails:auth` after a change)', async (name) => {
    const committed = readFileSync(join(authTemplatesDir, `${name}.html`), 'utf8');
    expect(committed).toBe((await renderGoTemplate(name)).html);
  });

  it("config.toml names each file, with its component's subject", async () => {
    const { templates } = loadConfig(supabaseDir).auth.email;
    for (const name of names) {
      const { subject, html } = await renderGoTemplate(name);
      expect(templates[name], name).toEqual({ subject, content: html });
    }
  });

  it('offers the one-time code only where a page asks for it (reauthentication)', async () => {
    for (const name of names) {
      const { html } = await renderGoTemplate(name);
      expect(html.includes('{{ .Token }}'), name).toBe(name === 'reauthentication');
      expect(html.includes('{{ .ConfirmationURL }}'), name).toBe(name !== 'reauthentication');
    }
  });
});
