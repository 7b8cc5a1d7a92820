/** One claimed outbox row, as `claim_email_outbox` returns it. */
export interface OutboxRow {
  id: number;
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  link: string | null;
  attempts: number;
}

/** An email ready for a transport: plain text, links absolute. */
export interface DeliveryMail {
  to: string;
  subject: string;
  text: string;
  /** The notification kind (`application_received`…), for the transport's tags or the mailbox. */
  kind: string;
}

/**
 * A header value on one line: control characters (CR and LF above all) become spaces, so text from
 * a job title or a contact subject can never start another header such as Bcc. The outbox cleans
 * subjects when they are queued; this is the last guard before a transport.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ');
}

/** Panels whose notifications page holds the email preferences. */
const panels = ['applicant', 'employer', 'admin'] as const;

/** `path` as an absolute URL on the site (an absolute http(s) URL is kept as it is). */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Where the recipient manages their email preferences: the notifications page of the link's panel. */
export function preferencesUrl(siteUrl: string, link: string | null): string {
  const panel = panels.find((p) => link?.startsWith(`/${p}/`) || link === `/${p}`);
  return absoluteUrl(siteUrl, panel ? `/${panel}/notifications` : '/login');
}

/**
 * The plain-text email of an outbox row: its body, the link to its subject as an absolute URL,
 * and a line on where to turn such emails off.
 */
export function renderOutboxEmail(row: OutboxRow, siteUrl: string): DeliveryMail {
  if (row.kind === 'job_alert') return renderJobAlertEmail(row, siteUrl);
  const lines = [row.body.trim()];
  if (row.link) lines.push('', `Open it on GlobalHire: ${absoluteUrl(siteUrl, row.link)}`);
  lines.push(
    '',
    '--',
    `You get this email because of your GlobalHire account. To choose which emails you get, open Notifications in your panel: ${preferencesUrl(siteUrl, row.link)}`,
  );
  return {
    to: oneLine(row.to_address).trim(),
    subject: oneLine(row.subject),
    text: lines.join('\n').trimStart(),
    kind: row.kind,
  };
}

/**
 * A job alert: the body lists jobs with their site paths on lines of their own (made absolute);
 * the row's link is the alert's one-click unsubscribe, which needs no sign-in.
 */
function renderJobAlertEmail(row: OutboxRow, siteUrl: string): DeliveryMail {
  const body = row.body
    .trim()
    .split('\n')
    .map((line) => (/^\/\S*$/.test(line) ? absoluteUrl(siteUrl, line) : line));
  const lines = [...body];
  if (row.link) lines.push('', `Unsubscribe from this alert: ${absoluteUrl(siteUrl, row.link)}`);
  lines.push(
    '',
    '--',
    `You get this email because you saved a job alert on GlobalHire. Manage your alerts: ${absoluteUrl(siteUrl, '/applicant/alerts')}`,
  );
  return {
    to: oneLine(row.to_address).trim(),
    subject: oneLine(row.subject),
    text: lines.join('\n'),
    kind: row.kind,
  };
}

/** The idempotency key of an outbox row: the same row always names the same message. */
export function idempotencyKey(row: Pick<OutboxRow, 'id'>): string {
  return `globalhire-outbox-${row.id}`;
}
