import type { ServerContext } from '../context.js';
import { escapeHtml } from '../mailbox/page.js';
import { fillHtml, fillSubject, htmlToText, type AuthTemplateName, type TemplateValues } from './email-templates.js';
import { authErrors } from './errors.js';
import { newOtp, recordOneTimeToken, type TokenColumn } from './otp.js';
import type { Queryable } from './users.js';

export type AuthEmailKind =
  'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite' | 'reauthentication';

interface Template {
  column: TokenColumn;
  sentAt:
    | 'confirmation_sent_at'
    | 'recovery_sent_at'
    | 'email_change_sent_at'
    | 'reauthentication_sent_at';
  subject: string;
  heading: string;
  lead: (to: string, current: string, siteUrl: string) => string;
  /** The link's text; none for a code-only mail (reauthentication). */
  action: string | null;
}

/** The config.toml name of each kind's template (`[auth.email.template.<name>]`). */
const configuredAs: Record<AuthEmailKind, AuthTemplateName> = {
  signup: 'confirmation',
  invite: 'invite',
  magiclink: 'magic_link',
  recovery: 'recovery',
  email_change: 'email_change',
  reauthentication: 'reauthentication',
};

/** GoTrue's default email templates. */
const templates: Record<AuthEmailKind, Template> = {
  signup: {
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    subject: 'Confirm Your Signup',
    heading: 'Confirm your signup',
    lead: () => 'Follow this link to confirm your user:',
    action: 'Confirm your mail',
  },
  invite: {
    column: 'confirmation_token',
    sentAt: 'confirmation_sent_at',
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: (_to, _current, siteUrl) =>
      `You have been invited to create a user on ${siteUrl}. Follow this link to accept the invite:`,
    action: 'Accept the invite',
  },
  magiclink: {
    // A magic link is a recovery with another template, as in GoTrue (same token and timer).
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    subject: 'Your Magic Link',
    heading: 'Magic Link',
    lead: () => 'Follow this link to login:',
    action: 'Log In',
  },
  recovery: {
    column: 'recovery_token',
    sentAt: 'recovery_sent_at',
    subject: 'Reset Your Password',
    heading: 'Reset Password',
    lead: () => 'Follow this link to reset the password for your user:',
    action: 'Reset Password',
  },
  email_change: {
    column: 'email_change_token_new',
    sentAt: 'email_change_sent_at',
    subject: 'Confirm Email Change',
    heading: 'Confirm Change of Email',
    lead: (to, current) =>
      `Follow this link to confirm the update of your email from ${current} to ${to}:`,
    action: 'Change Email',
  },
  reauthentication: {
    column: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    subject: 'Confirm reauthentication',
    heading: 'Confirm reauthentication',
    lead: () => '',
    action: null,
  },
};

export interface AuthEmail {
  kind: AuthEmailKind;
  userId: string;
  /** The address the mail goes to (for email_change: the new address). */
  to: string;
  /** The account's current address. */
  currentEmail: string;
  /** Already checked with resolveRedirect. */
  redirectTo: string;
}

export interface IssuedToken {
  otp: string;
  tokenHash: string;
  /** The verify link (GET /auth/v1/verify) that redirects to `redirectTo`. */
  link: string;
}

/**
 * Issues a one-time token of `kind` for the user: stores its hash and send time on auth.users and
 * in auth.one_time_tokens. Used by the emails and by the admin API's generate_link.
 */
export async function issueEmailToken(
  ctx: ServerContext,
  db: Queryable,
  kind: AuthEmailKind,
  userId: string,
  address: string,
  redirectTo: string,
): Promise<IssuedToken> {
  const template = templates[kind];
  const { otp, tokenHash } = newOtp(address);
  await db.query(
    `update auth.users set ${template.column} = $2, ${template.sentAt} = now(), updated_at = now()
       ${kind === 'invite' ? ', invited_at = now()' : ''}
     where id = $1`,
    [userId, tokenHash],
  );
  await recordOneTimeToken(db, userId, template.column, tokenHash, address);
  const link =
    `${ctx.publicUrl()}/auth/v1/verify?token=${tokenHash}&type=${kind}` +
    `&redirect_to=${encodeURIComponent(redirectTo)}`;
  return { otp, tokenHash, link };
}

/**
 * Issues a one-time token for the user and writes the email (link and code) to the mailbox, all
 * in `db`'s transaction. Refuses with 429 when the same kind of mail went to this user less than
 * `max_frequency` ago, or when the server's hourly email budget is spent.
 */
export async function sendAuthEmail(
  ctx: ServerContext,
  db: Queryable,
  email: AuthEmail,
): Promise<void> {
  const template = templates[email.kind];
  const { rows } = await db.query<{ wait: number | null }>(
    `select ceil(extract(epoch from (${template.sentAt} + make_interval(secs => $2) - now())))::int as wait
     from auth.users where id = $1`,
    [email.userId, ctx.config.auth.email.maxFrequency],
  );
  const wait = rows[0]?.wait ?? null;
  if (wait !== null && wait > 0) throw authErrors.emailFrequency(wait);
  if (!ctx.rateLimiter.hit('email-sent', ctx.config.auth.rateLimit.emailSent, 3_600_000)) {
    throw authErrors.emailRateLimit();
  }
  const { otp, tokenHash, link } = await issueEmailToken(
    ctx,
    db,
    email.kind,
    email.userId,
    email.to,
    email.redirectTo,
  );
  const siteUrl = ctx.config.auth.siteUrl;
  const configured = ctx.config.auth.email.templates[configuredAs[email.kind]];
  const values: TemplateValues = {
    ConfirmationURL: link,
    Token: otp,
    TokenHash: tokenHash,
    SiteURL: siteUrl,
    Email: email.currentEmail,
    NewEmail: email.kind === 'email_change' ? email.to : '',
    RedirectTo: email.redirectTo,
  };
  const subject = configured?.subject ? fillSubject(configured.subject, values) : template.subject;
  // A project's template is HTML only: the text part is read off it, links included.
  const filled = configured?.content ? fillHtml(configured.content, values) : null;
  const { text, html } = filled
    ? { html: filled, text: htmlToText(filled) }
    : defaultBody(template, email, siteUrl, link, otp);
  await ctx.mailbox.send({ to: email.to, subject, kind: email.kind, text, html }, db);
}

/** GoTrue's default wording: the link and the code (a reauthentication has only the code). */
function defaultBody(
  template: Template,
  email: AuthEmail,
  siteUrl: string,
  link: string,
  otp: string,
): { text: string; html: string } {
  const lead = template.lead(email.to, email.currentEmail, siteUrl);
  const text = template.action
    ? `${template.heading}\n\n${lead}\n${link}\n\nAlternatively, enter the code: ${otp}\n`
    : `${template.heading}\n\nEnter the code: ${otp}\n`;
  const html = template.action
    ? `<h2>${escapeHtml(template.heading)}</h2><p>${escapeHtml(lead)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>` +
      `<p>Alternatively, enter the code: ${otp}</p>`
    : `<h2>${escapeHtml(template.heading)}</h2><p>Enter the code: ${otp}</p>`;
  return { text, html };
}
