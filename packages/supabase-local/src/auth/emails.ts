import type { ServerContext } from '../context.js';
import { escapeHtml } from '../mailbox/page.js';
import { authErrors } from './errors.js';
import { newOtp, recordOneTimeToken, type TokenColumn } from './otp.js';
import type { Queryable } from './users.js';

export type AuthEmailKind = 'signup' | 'recovery' | 'email_change';

interface Template {
  column: TokenColumn;
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at';
  subject: string;
  heading: string;
  lead: (to: string, current: string) => string;
  action: string;
}

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
    lead: (to, current) => `Follow this link to confirm the update of your email from ${current} to ${to}:`,
    action: 'Change Email',
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

/**
 * Issues a one-time token for the user, stores its hash, and writes the email (link and code) to
 * the mailbox, all in `db`'s transaction. Refuses with 429 when the same kind of mail went to this
 * user less than `max_frequency` ago, or when the server's hourly email budget is spent.
 */
export async function sendAuthEmail(ctx: ServerContext, db: Queryable, email: AuthEmail): Promise<void> {
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
  const { otp, tokenHash } = newOtp(email.to);
  await db.query(
    `update auth.users set ${template.column} = $2, ${template.sentAt} = now(), updated_at = now() where id = $1`,
    [email.userId, tokenHash],
  );
  await recordOneTimeToken(db, email.userId, template.column, tokenHash, email.to);
  const link =
    `${ctx.publicUrl()}/auth/v1/verify?token=${tokenHash}&type=${email.kind}` +
    `&redirect_to=${encodeURIComponent(email.redirectTo)}`;
  const lead = template.lead(email.to, email.currentEmail);
  await ctx.mailbox.send(
    {
      to: email.to,
      subject: template.subject,
      kind: email.kind,
      text: `${template.heading}\n\n${lead}\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
      html:
        `<h2>${escapeHtml(template.heading)}</h2><p>${escapeHtml(lead)}</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>` +
        `<p>Alternatively, enter the code: ${otp}</p>`,
    },
    db,
  );
}
