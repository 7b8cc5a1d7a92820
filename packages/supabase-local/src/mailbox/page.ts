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

function messageHtml(message: MailMessage): string {
  const time = new Date(message.createdAt);
  return `<article aria-labelledby="m${message.id}">
  <h2 id="m${message.id}">${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Sent</dt><dd><time datetime="${escapeHtml(message.createdAt)}">${escapeHtml(time.toUTCString())}</time></dd>
  </dl>
  <div class="body">${linkify(message.text)}</div>
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
  a { color: #0b57d0; }
`;

/** The mailbox page: newest messages first, each with its links clickable. */
export function mailboxPage(messages: MailMessage[], to: string | null): string {
  const heading = to ? `Messages to ${escapeHtml(to)}` : 'All messages';
  const list =
    messages.length === 0 ? '<p>No messages yet.</p>' : messages.map(messageHtml).join('\n');
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
  <button type="submit">Filter</button>
  ${to ? '<a href="/mailbox">Show all</a>' : ''}
</form>
<section aria-label="${heading}">
${list}
</section>
</main>
</body>
</html>`;
}
