import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DeliveryMail, OutboxRow } from '@globalhire/data/delivery';
import type { EmailContext, EmailTemplate } from './define';
import type { BaseFacts } from './facts/common';
import { Footer } from './footer';
import { directionOf } from './format';
import { EmailLayout } from './layout/EmailLayout';
import { legacyEmail } from './templates/legacy';
import { templateOf } from './registry';

export interface EmailRendererOptions {
  /** The site's public URL: every link in an email is absolute. */
  siteUrl: string;
  /** The sender, e.g. 'GlobalHire <notifications@globalhire.example>'. */
  from: string;
  /** Where replies go (a monitored support address); none when unset. */
  replyTo?: string;
}

/** A header value on one line: a title typed by a user can never start another header. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ').trim();
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function emailContext(siteUrl: string, facts: BaseFacts): EmailContext {
  return {
    url: (path) => absoluteUrl(siteUrl, path),
    recipient: facts.recipient,
    dir: directionOf(facts.recipient.locale),
  };
}

export interface RenderedEmail {
  subject: string;
  preview: string;
  html: string;
  text: string;
}

/** One template with its facts, as HTML and plain text (stories and tests call this too). */
export async function renderTemplate<F extends BaseFacts>(
  template: EmailTemplate<F>,
  facts: F,
  siteUrl: string,
): Promise<RenderedEmail> {
  const ctx = emailContext(siteUrl, facts);
  const { Body } = template;
  const preview = template.preview(facts, ctx);
  const html =
    doctype +
    renderToStaticMarkup(
      <EmailLayout
        preview={preview}
        dir={ctx.dir}
        footer={
          <Footer
            category={template.category}
            facts={facts}
            ctx={ctx}
            reason={template.reason?.(facts, ctx)}
          />
        }
      >
        <Body facts={facts} ctx={ctx} />
      </EmailLayout>,
    );
  return { subject: oneLine(template.subject(facts, ctx)), preview, html, text: toPlainText(html) };
}

// The text part, from the HTML part as React Email reads it (images and the preview line left
// out), compiled once: compiling per email cost more than the conversion. Headings keep their
// case (the default shouts them in capitals).
const toPlainText = compile({
  wordwrap: false,
  selectors: [
    ...plainTextSelectors,
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
});

// What React Email's render() writes before the markup; the markup itself is React's static
// render (the templates suspend on nothing), at about half the cost of the streaming render.
const doctype =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The host part of the site URL, for Message-IDs. */
function messageHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'globalhire.local';
  } catch {
    return 'globalhire.local';
  }
}

/**
 * The delivery worker's renderer: an outbox row to a ready email. Rows carry facts, rendered by
 * their kind's template; rows queued as composed text before templates existed are delivered in
 * the same frame. Facts that do not fit their template throw, so the row is retried and its
 * error recorded instead of a broken email going out.
 */
export function createEmailRenderer(options: EmailRendererOptions) {
  const { siteUrl } = options;
  return async function renderOutboxEmail(row: OutboxRow): Promise<DeliveryMail> {
    const template = row.facts ? templateOf(row.kind) : legacyEmail;
    if (!template) throw new Error(`No email template for the kind "${row.kind}"`);
    const parsed = template.facts.safeParse(
      row.facts ?? {
        recipient: { name: null, role: null, timeZone: 'UTC', locale: null },
        link: row.link,
        legacy: { subject: row.subject ?? '', body: row.body ?? '' },
      },
    );
    if (!parsed.success) {
      throw new Error(
        `The facts of a "${row.kind}" email do not fit its template: ${parsed.error.message.slice(0, 300)}`,
      );
    }
    const facts = parsed.data;
    const rendered = await renderTemplate(template, facts, siteUrl);
    const headers: Record<string, string> = {
      'Message-ID': `<outbox-${row.id}@${messageHost(siteUrl)}>`,
    };
    const unsubscribable = template.category === 'notification' || template.category === 'alert';
    if (unsubscribable && facts.unsubscribe) {
      headers['List-Unsubscribe'] = `<${absoluteUrl(siteUrl, facts.unsubscribe.path)}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const ctx = emailContext(siteUrl, facts);
    return {
      to: oneLine(row.to_address),
      from: options.from,
      ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      kind: row.kind,
      headers,
      attachments: template.attachments?.(facts, ctx) ?? [],
    };
  };
}
