import type { MailMessage } from './mailbox.js';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => entities[ch] as string);
}

/** Plain text to HTML with every http(s) URL turned into a link; everything else escaped. */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

export type MailboxView = 'html' | 'text';

/** The mailbox page's address with these filters (`view` left out when it is the default). */
function pageHref(to: string | null, view: MailboxView, anchor?: string): string {
  const params = new URLSearchParams();
  if (to) params.set('to', to);
  if (view === 'text') params.set('view', 'text');
  const query = params.toString();
  return `/mailbox${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The email's own HTML in a frame that runs no script and has no origin (sandbox without
 * allow-scripts or allow-same-origin), so nothing in an email can read the mailbox. Its links
 * open in a new tab, outside the sandbox, as they would from a mail client.
 */
function htmlFrame(message: MailMessage): string {
  const base = '<base target="_blank">';
  const html = message.html as string;
  const withBase = /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
  return `<iframe class="html" title="${escapeHtml(`Email: ${message.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(withBase)}"></iframe>`;
}

function headerRows(message: MailMessage): string {
  const time = new Date(message.createdAt);
  const rows: Array<[string, string]> = [['To', escapeHtml(message.to)]];
  if (message.from) rows.push(['From', escapeHtml(message.from)]);
  if (message.replyTo) rows.push(['Reply-To', escapeHtml(message.replyTo)]);
  rows.push([
    'Sent',
    `<time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(time.toUTCString())}</time>`,
  ]);
  for (const [name, value] of Object.entries(message.headers)) rows.push([escapeHtml(name), escapeHtml(value)]);
  return rows.map(([name, value]) => `<dt>${name}</dt><dd>${value}</dd>`).join('\n    ');
}

function attachmentList(message: MailMessage): string {
  if (message.attachments.length === 0) return '';
  const items = message.attachments.map(
    (file, index) =>
      `<li><a href="/mailbox/api/messages/${message.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
  );
  return `<h3>Attachments</h3>\n  <ul class="files">${items.join('')}</ul>`;
}

function messageHtml(message: MailMessage, to: string | null, view: MailboxView): string {
  const showHtml = view === 'html' && message.html !== null && message.html !== '';
  const toggle =
    message.html === null || message.html === ''
      ? ''
      : `<p class="toggle"><a href="${escapeHtml(pageHref(to, showHtml ? 'text' : 'html', `m${message.id}`))}">${showHtml ? 'Show the text part' : 'Show the HTML part'}</a></p>`;
  return `<article id="m${message.id}" aria-labelledby="m${message.id}-subject">
  <h2 id="m${message.id}-subject">${escapeHtml(message.subject)}</h2>
  <dl>
    ${headerRows(message)}
  </dl>
  ${toggle}
  ${showHtml ? htmlFrame(message) : `<div class="body">${linkify(message.text)}</div>`}
  ${attachmentList(message)}
</article>`;
}

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f6f7f9; }
  main { max-width: 48rem; margin: 0 auto; padding: 1.5rem; }
  form { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin-bottom: 1.5rem; }
  label { display: flex; flex-direction: column; font-weight: 600; }
  input, button { font: inherit; padding: .4rem .6rem; }
  article { background: #fff; border: 1px solid #d0d4da; border-radius: .5rem; padding: 1rem 1.25rem; margin-bottom: 1rem; }
  h2 { font-size: 1.15rem; margin: 0 0 .5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem .75rem; margin: 0 0 .75rem; color: #444; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  iframe.html { width: 100%; height: 40rem; border: 1px solid #d0d4da; border-radius: .25rem; background: #fff; }
  h3 { font-size: 1rem; margin: .75rem 0 .25rem; }
  .files { margin: 0; }
  .toggle { margin: 0 0 .5rem; }
  a { color: #0b57d0; }
`;

/**
 * The mailbox page: newest messages first, each with its headers, its HTML part (or, with
 * `view=text`, its text part with links clickable) and its attachments.
 */
export function mailboxPage(messages: MailMessage[], to: string | null, view: MailboxView = 'html'): string {
  const heading = to ? `Messages to ${escapeHtml(to)}` : 'All messages';
  const list =
    messages.length === 0
      ? '<p>No messages yet.</p>'
      : messages.map((message) => messageHtml(message, to, view)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox · supabase-local</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Every email supabase-local sends (sign-up confirmations, password recovery, notifications) lands here.</p>
<form method="get" action="/mailbox" role="search">
  <label>Recipient<input type="email" name="to" value="${escapeHtml(to ?? '')}" placeholder="name@example.com"></label>
  ${view === 'text' ? '<input type="hidden" name="view" value="text">' : ''}
  <button type="submit">Filter</button>
  ${to ? `<a href="${escapeHtml(pageHref(null, view))}">Show all</a>` : ''}
  <a href="${escapeHtml(pageHref(to, view === 'text' ? 'html' : 'text'))}">${view === 'text' ? 'Show HTML parts' : 'Show text parts'}</a>
</form>
<section aria-label="${heading}">
${list}
</section>
</main>
</body>
</html>`;
}
