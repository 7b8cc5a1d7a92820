import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { convert } from 'html-to-text';
import { escapeHtml } from '../mailbox/page.js';

/** The Auth emails a project may replace, by their config.toml name (`[auth.email.template.<name>]`). */
export const authTemplateNames = [
  'confirmation',
  'invite',
  'magic_link',
  'recovery',
  'email_change',
  'reauthentication',
] as const;
export type AuthTemplateName = (typeof authTemplateNames)[number];

/** One `[auth.email.template.<name>]` table: its subject, and the HTML its content_path names. */
export interface AuthEmailTemplate {
  subject: string | null;
  content: string | null;
}

/** The values Auth fills a template with, by their Go template names. */
export interface TemplateValues {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  Email: string;
  NewEmail: string;
  RedirectTo: string;
}

const placeholder = /\{\{\s*\.(ConfirmationURL|Token|TokenHash|SiteURL|Email|NewEmail|RedirectTo)\s*\}\}/g;

/**
 * Refuses what supabase-local cannot fill in: GoTrue runs Go's html/template, this server only
 * replaces `{{ .Name }}` of the names above, so anything else between double braces (`.Data`,
 * `if`, pipelines) would be sent as it is.
 */
function checkPlaceholders(source: string, where: string): void {
  const other = source.replace(placeholder, '').match(/\{\{[^}]*\}?\}?/);
  if (other) {
    throw new Error(
      `Invalid config for ${where}: supabase-local fills in only {{ .ConfirmationURL }}, {{ .Token }}, ` +
        `{{ .TokenHash }}, {{ .SiteURL }}, {{ .Email }}, {{ .NewEmail }} and {{ .RedirectTo }}; found ${other[0]}`,
    );
  }
}

/**
 * `[auth.email.template.*]` of config.toml, read as the Supabase CLI reads it: `content_path` is
 * relative to the project root (the folder holding `supabase/`), must stay inside it and must
 * exist; the file is read once, at start.
 */
export function readAuthTemplates(
  tables: Record<string, unknown>,
  projectRoot: string,
): Partial<Record<AuthTemplateName, AuthEmailTemplate>> {
  const templates: Partial<Record<AuthTemplateName, AuthEmailTemplate>> = {};
  for (const name of authTemplateNames) {
    const table = tables[name];
    if (table === null || typeof table !== 'object' || Array.isArray(table)) continue;
    const { subject, content, content_path: contentPath } = table as Record<string, unknown>;
    const where = `auth.email.template.${name}`;
    if (content !== undefined) {
      throw new Error(`Invalid config for ${where}.content: please use content_path instead`);
    }
    let html: string | null = null;
    if (typeof contentPath === 'string' && contentPath !== '') {
      const file = resolve(projectRoot, contentPath);
      const inside = relative(projectRoot, file);
      if (inside.startsWith('..') || isAbsolute(inside)) {
        throw new Error(`Invalid config for ${where}.content_path: "${contentPath}" resolves outside the project root`);
      }
      if (!existsSync(file)) {
        throw new Error(`Invalid config for ${where}.content_path: no such file "${contentPath}"`);
      }
      html = readFileSync(file, 'utf8');
      checkPlaceholders(html, `${where}.content_path`);
    }
    const title = typeof subject === 'string' && subject !== '' ? subject : null;
    if (title) checkPlaceholders(title, `${where}.subject`);
    if (title || html) templates[name] = { subject: title, content: html };
  }
  return templates;
}

/** The template with its placeholders replaced by `values`, each passed through `encode`. */
function fill(source: string, values: TemplateValues, encode: (value: string) => string): string {
  return source.replace(placeholder, (_match, name: keyof TemplateValues) => encode(values[name]));
}

/** A subject on one line: a value can never start another header. */
export function fillSubject(subject: string, values: TemplateValues): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return fill(subject, values, (value) => value).replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
}

/** The HTML part: every value escaped, as html/template escapes it in text and quoted attributes. */
export function fillHtml(content: string, values: TemplateValues): string {
  return fill(content, values, escapeHtml);
}

/**
 * The text part of an HTML email, as React Email's `toPlainText` writes it (links as their URL,
 * images and the hidden preview left out, headings in their own case), so the text of a
 * templated email still carries its links.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: '[data-skip-in-text=true]', format: 'skip' },
      { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
      ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    ],
  });
}
