import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { defaultSupabaseDir } from '../paths.js';
import { authTemplateNames, fillHtml, fillSubject, type TemplateValues } from './email-templates.js';

/** A project root with `supabase/config.toml` holding `toml`, and the files given. */
function project(toml: string, files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'sl-templates-'));
  mkdirSync(join(root, 'supabase', 'templates'), { recursive: true });
  writeFileSync(join(root, 'supabase', 'config.toml'), toml);
  for (const [path, content] of Object.entries(files)) writeFileSync(join(root, path), content);
  return join(root, 'supabase');
}

const values: TemplateValues = {
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
  Token: '123456',
  TokenHash: 'abc',
  SiteURL: 'http://localhost:5173',
  Email: `o'hara&co@example.com`,
  NewEmail: '',
  RedirectTo: 'http://localhost:5173/',
};

describe('[auth.email.template.*] of config.toml', () => {
  it('reads every template of the repository, with its subject and HTML', () => {
    const { templates } = loadConfig(defaultSupabaseDir()).auth.email;
    expect(Object.keys(templates).sort()).toEqual([...authTemplateNames].sort());
    expect(templates.confirmation?.subject).toBe('Confirm your email address for GlobalHire');
    expect(templates.confirmation?.content).toContain('href="{{ .ConfirmationURL }}"');
    expect(templates.reauthentication?.content).toContain('{{ .Token }}');
  });

  it('reads content_path from the project root, as the Supabase CLI does', () => {
    const dir = project(
      '[auth.email.template.invite]\nsubject = "Join {{ .SiteURL }}"\ncontent_path = "./supabase/templates/invite.html"\n' +
        '[auth.email.template.recovery]\nsubject = "Only a subject"\n',
      { 'supabase/templates/invite.html': '<p><a href="{{ .ConfirmationURL }}">Join</a></p>' },
    );
    const { templates } = loadConfig(dir).auth.email;
    expect(templates.invite).toEqual({
      subject: 'Join {{ .SiteURL }}',
      content: '<p><a href="{{ .ConfirmationURL }}">Join</a></p>',
    });
    // A subject alone keeps the default body.
    expect(templates.recovery).toEqual({ subject: 'Only a subject', content: null });
    expect(templates.confirmation).toBeUndefined();
  });

  it('refuses a missing file, a path outside the project, inline content and what it cannot fill in', () => {
    const table = (lines: string) => `[auth.email.template.invite]\n${lines}\n`;
    expect(() => loadConfig(project(table('content_path = "./supabase/templates/none.html"')))).toThrow(
      'Invalid config for auth.email.template.invite.content_path: no such file',
    );
    expect(() => loadConfig(project(table('content_path = "/etc/hosts"')))).toThrow('resolves outside the project root');
    expect(() => loadConfig(project(table('content_path = "../../etc/hosts"')))).toThrow('resolves outside the project root');
    expect(() => loadConfig(project(table('content = "<p>hi</p>"')))).toThrow('please use content_path instead');
    const dataField = project(table('content_path = "./t.html"'), { 't.html': '<p>Hi {{ .Data.first_name }}</p>' });
    expect(() => loadConfig(dataField)).toThrow('found {{ .Data.first_name }}');
    const condition = project(table('subject = "{{ if .Token }}Code{{ end }}"'));
    expect(() => loadConfig(condition)).toThrow('auth.email.template.invite.subject');
  });
});

describe('filling a template in', () => {
  it('escapes every value in the HTML, in text and in attributes', () => {
    expect(fillHtml('<a href="{{ .ConfirmationURL }}">{{.Email}}</a> {{ .Token }}', values)).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup">o&#39;hara&amp;co@example.com</a> 123456',
    );
  });

  it('keeps the subject on one line', () => {
    expect(fillSubject('Code {{ .Token }} for {{ .Email }}', { ...values, Email: 'a@b.c\r\nBcc: x@y.z' })).toBe(
      'Code 123456 for a@b.c  Bcc: x@y.z',
    );
  });
});
