import type { EmailTemplate } from '../define';
import { renderTemplate } from '../render';
import {
  authConfirmation,
  authEmailChange,
  authInvitation,
  authMagicLink,
  authReauthentication,
  authRecovery,
  type AuthFacts,
} from './authEmails';

/**
 * Supabase Auth's templates by their config.toml name (`[auth.email.template.<name>]`), each
 * written to `supabase/templates/<name>.html`.
 */
export const authTemplates = {
  confirmation: authConfirmation,
  invite: authInvitation,
  magic_link: authMagicLink,
  recovery: authRecovery,
  email_change: authEmailChange,
  reauthentication: authReauthentication,
} as const satisfies Record<string, EmailTemplate<AuthFacts>>;

export type AuthTemplateName = keyof typeof authTemplates;

/** The facts as Auth's Go template placeholders, filled in when Auth sends the email. */
export const goPlaceholderFacts: AuthFacts = {
  recipient: { name: null, role: null, timeZone: 'UTC', locale: null },
  confirmationUrl: '{{ .ConfirmationURL }}',
  token: '{{ .Token }}',
  email: '{{ .Email }}',
  newEmail: '{{ .NewEmail }}',
};

/** The placeholders Auth fills in that these templates may use (simple `{{ .Name }}` forms only). */
export const goPlaceholders = /\{\{ \.(ConfirmationURL|Token|TokenHash|SiteURL|Email|NewEmail|RedirectTo) \}\}/g;

/** One template as Auth's Go template HTML, with the subject config.toml gives it. */
export async function renderGoTemplate(name: AuthTemplateName): Promise<{ subject: string; html: string }> {
  const rendered = await renderTemplate(authTemplates[name], goPlaceholderFacts, '{{ .SiteURL }}');
  // React's markers (text separators, Suspense boundaries) differ between its Node and edge
  // renderers and mean nothing to a mail client: left out, the file is the same wherever built.
  const html = rendered.html.replace(/<!--(?: |\$|\/\$|html|head|body)-->/g, '');
  const stray = html.replace(goPlaceholders, '').match(/\{\{|\}\}/);
  // Anything else between double braces would be read as template code by Auth.
  if (stray) throw new Error(`The ${name} template has double braces that are not a placeholder`);
  return { subject: rendered.subject, html: `${html}\n` };
}
