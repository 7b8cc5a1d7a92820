import { checked, must, scenario, visible } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

type Service = Parameters<typeof rowById>[0];

async function exists(service: Service, table: string, column: string, value: string): Promise<boolean> {
  const { data, error } = await service.from(table).select('id').eq(column, value);
  if (error) throw new Error(error.message);
  return data.length > 0;
}

// ---------------------------------------------------------------------------------------------
// articles and FAQs (seeded: article 1 and FAQ 1 published, article 6 and FAQ 14 drafts)
// ---------------------------------------------------------------------------------------------
function articleRow(tag: string): Record<string, unknown> {
  return {
    slug: `test-article-${tag.toLowerCase()}`,
    title: `Test article ${tag}`,
    excerpt: 'Written by the RLS matrix.',
    body: '# Test',
    category: 'Career Tips',
    author: 'Test Author',
    status: 'published',
  };
}

scenario('articles', 'select', 'a published article', ({ client }) => visible(client.from('articles').select('id').eq('id', 1)));
scenario('articles', 'select', 'a draft article', ({ client }) => visible(client.from('articles').select('id').eq('id', 6)));
scenario('articles', 'insert', 'an article', ({ client, service, tag }) =>
  checked(client.from('articles').insert(articleRow(tag)), () => exists(service, 'articles', 'slug', `test-article-${tag.toLowerCase()}`)),
);
scenario('articles', 'update', 'the title of an article', async ({ client, service, tag }) => {
  const id = await insertRow(service, 'articles', articleRow(tag));
  return checked(
    client.from('articles').update({ title: `Retitled ${tag}` }).eq('id', id),
    async () => (await rowById(service, 'articles', id))?.title === `Retitled ${tag}`,
  );
});
scenario('articles', 'delete', 'an article', async ({ client, service, tag }) => {
  const id = await insertRow(service, 'articles', articleRow(tag));
  return checked(client.from('articles').delete().eq('id', id), async () => !(await rowExists(service, 'articles', id)));
});

function faqRow(tag: string): Record<string, unknown> {
  return { question: `Question ${tag}?`, answer: 'An answer.', position: 99, status: 'published' };
}

scenario('faqs', 'select', 'a published FAQ', ({ client }) => visible(client.from('faqs').select('id').eq('id', 1)));
scenario('faqs', 'select', 'a draft FAQ', ({ client }) => visible(client.from('faqs').select('id').eq('id', 14)));
scenario('faqs', 'insert', 'an FAQ', ({ client, service, tag }) =>
  checked(client.from('faqs').insert(faqRow(tag)), () => exists(service, 'faqs', 'question', `Question ${tag}?`)),
);
scenario('faqs', 'update', 'the answer of an FAQ', async ({ client, service, tag }) => {
  const id = await insertRow(service, 'faqs', faqRow(tag));
  return checked(
    client.from('faqs').update({ answer: `Answer ${tag}` }).eq('id', id),
    async () => (await rowById(service, 'faqs', id))?.answer === `Answer ${tag}`,
  );
});
scenario('faqs', 'delete', 'an FAQ', async ({ client, service, tag }) => {
  const id = await insertRow(service, 'faqs', faqRow(tag));
  return checked(client.from('faqs').delete().eq('id', id), async () => !(await rowExists(service, 'faqs', id)));
});

// ---------------------------------------------------------------------------------------------
// contact messages (anyone writes; inserts use return=minimal, as visitors cannot read them back)
// ---------------------------------------------------------------------------------------------
function messageRow(tag: string, handled = false): Record<string, unknown> {
  // An address per case: a sender may write only a few messages an hour.
  return { name: 'Test Visitor', email: `visitor-${tag}@mail.example`, subject: `Subject ${tag}`, message: 'Hello.', handled };
}

scenario('contact_messages', 'select', 'a contact message', ({ client }) =>
  visible(client.from('contact_messages').select('id').eq('id', 1)),
);
scenario('contact_messages', 'insert', 'a contact message', ({ client, service, tag }) =>
  checked(client.from('contact_messages').insert(messageRow(tag)), () =>
    exists(service, 'contact_messages', 'subject', `Subject ${tag}`),
  ),
);
scenario('contact_messages', 'insert', 'a contact message already marked handled', ({ client, service, tag }) =>
  checked(client.from('contact_messages').insert(messageRow(tag, true)), () =>
    exists(service, 'contact_messages', 'subject', `Subject ${tag}`),
  ),
);
scenario('contact_messages', 'update', 'marking a contact message handled', async ({ client, service, tag }) => {
  const id = await insertRow(service, 'contact_messages', messageRow(tag));
  return checked(
    client.from('contact_messages').update({ handled: true }).eq('id', id),
    async () => (await rowById(service, 'contact_messages', id))?.handled === true,
  );
});
scenario('contact_messages', 'delete', 'a contact message', async ({ client, service, tag }) => {
  const id = await insertRow(service, 'contact_messages', messageRow(tag));
  return checked(client.from('contact_messages').delete().eq('id', id), async () => !(await rowExists(service, 'contact_messages', id)));
});

// ---------------------------------------------------------------------------------------------
// subscriptions (seeded: subscription 1 is the employer's active plan)
// ---------------------------------------------------------------------------------------------
const employer = seedUsers.employer.id;

function requestFor(employerId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { employer_id: employerId, plan: 'enterprise', status: 'requested', ...overrides };
}

async function newestSubscriptionId(service: Service, employerId: string): Promise<number> {
  const row = await must<{ id: number }>(
    service.from('subscriptions').select('id').eq('employer_id', employerId).order('id', { ascending: false }).limit(1).single(),
  );
  return row.id;
}

// Employers request for themselves; everyone else names the employer (the admin records it).
function subscriberFor(persona: string, userId: string | null): string {
  return persona === 'employer' || persona === 'otherEmployer' ? userId! : employer;
}

scenario('subscriptions', 'select', "the employer's subscription", ({ client }) =>
  visible(client.from('subscriptions').select('id').eq('id', 1)),
);
scenario('subscriptions', 'insert', 'a plan request', async ({ client, persona, userId, service }) => {
  const subscriber = subscriberFor(persona, userId);
  const before = await newestSubscriptionId(service, subscriber);
  return checked(client.from('subscriptions').insert(requestFor(subscriber)), async () =>
    (await newestSubscriptionId(service, subscriber)) > before,
  );
});
scenario('subscriptions', 'insert', 'an already active plan', async ({ client, persona, userId, service }) => {
  const subscriber = subscriberFor(persona, userId);
  const before = await newestSubscriptionId(service, subscriber);
  return checked(client.from('subscriptions').insert(requestFor(subscriber, { status: 'active' })), async () =>
    (await newestSubscriptionId(service, subscriber)) > before,
  );
});
scenario('subscriptions', 'update', "cancelling the employer's plan request", async ({ client, service }) => {
  const id = await insertRow(service, 'subscriptions', requestFor(employer));
  return checked(
    client.from('subscriptions').update({ status: 'cancelled' }).eq('id', id),
    async () => (await rowById(service, 'subscriptions', id))?.status === 'cancelled',
  );
});
scenario('subscriptions', 'update', "activating the employer's plan request", async ({ client, service }) => {
  const id = await insertRow(service, 'subscriptions', requestFor(employer));
  return checked(
    client.from('subscriptions').update({ status: 'active' }).eq('id', id),
    async () => (await rowById(service, 'subscriptions', id))?.status === 'active',
  );
});
scenario('subscriptions', 'delete', "the employer's plan request", async ({ client, service }) => {
  const id = await insertRow(service, 'subscriptions', requestFor(employer));
  return checked(client.from('subscriptions').delete().eq('id', id), async () => !(await rowExists(service, 'subscriptions', id)));
});

// ---------------------------------------------------------------------------------------------
// notifications: each user's own
// ---------------------------------------------------------------------------------------------
const candidate = seedUsers.candidate.id;

function notificationRow(tag: string): Record<string, unknown> {
  return { user_id: candidate, title: `Notice ${tag}`, body: 'From the RLS matrix.' };
}

scenario('notifications', 'select', "the candidate's notification", ({ client }) =>
  visible(client.from('notifications').select('id').eq('user_id', candidate)),
);
scenario('notifications', 'insert', 'a notification for the candidate', ({ client, service, tag }) =>
  checked(client.from('notifications').insert(notificationRow(tag)), () => exists(service, 'notifications', 'title', `Notice ${tag}`)),
);
scenario('notifications', 'update', "marking the candidate's notification read", async ({ client, service, tag }) => {
  const id = await insertRow(service, 'notifications', notificationRow(tag));
  return checked(
    client.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id),
    async () => (await rowById(service, 'notifications', id))?.read_at !== null,
  );
});
scenario('notifications', 'update', "rewriting the candidate's notification", async ({ client, service, tag }) => {
  const id = await insertRow(service, 'notifications', notificationRow(tag));
  return checked(
    client.from('notifications').update({ title: `Rewritten ${tag}` }).eq('id', id),
    async () => (await rowById(service, 'notifications', id))?.title === `Rewritten ${tag}`,
  );
});
scenario('notifications', 'delete', "the candidate's notification", async ({ client, service, tag }) => {
  const id = await insertRow(service, 'notifications', notificationRow(tag));
  return checked(client.from('notifications').delete().eq('id', id), async () => !(await rowExists(service, 'notifications', id)));
});
