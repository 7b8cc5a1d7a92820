import { checked, must, scenario, visible } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';
import { png, uploaded } from './storage.js';

type Service = Parameters<typeof rowById>[0];

// ---------------------------------------------------------------------------------------------
// contact replies: admins read them; only reply_to_contact_message() writes them; nobody edits
// ---------------------------------------------------------------------------------------------
async function messageWithReply(
  service: Service,
  tag: string,
): Promise<{ messageId: number; replyId: number }> {
  const messageId = await insertRow(service, 'contact_messages', {
    name: 'Test Visitor',
    email: `visitor-${tag}@mail.example`,
    subject: `Subject ${tag}`,
    message: 'Hello.',
  });
  const replyId = await insertRow(service, 'contact_replies', {
    message_id: messageId,
    author_id: seedUsers.admin.id,
    author_name: 'Test Admin',
    body: `Reply ${tag}`,
  });
  return { messageId, replyId };
}

async function repliesTo(service: Service, messageId: number): Promise<string[]> {
  const rows = await must(
    service.from('contact_replies').select('body').eq('message_id', messageId),
  );
  return (rows as { body: string }[]).map((row) => row.body);
}

scenario(
  'contact_replies',
  'select',
  'a reply to a contact message',
  async ({ client, service, tag }) => {
    const { replyId } = await messageWithReply(service, tag);
    return visible(client.from('contact_replies').select('id').eq('id', replyId));
  },
);

scenario(
  'contact_replies',
  'insert',
  'a reply written directly into the table',
  async ({ client, service, tag }) => {
    const { messageId } = await messageWithReply(service, tag);
    return checked(
      client
        .from('contact_replies')
        .insert({ message_id: messageId, author_name: 'Someone', body: `Direct ${tag}` }),
      async () => (await repliesTo(service, messageId)).includes(`Direct ${tag}`),
    );
  },
);

scenario(
  'contact_replies',
  'insert',
  'a reply through reply_to_contact_message()',
  async ({ client, service, tag }) => {
    const { messageId } = await messageWithReply(service, tag);
    return checked(
      client.rpc('reply_to_contact_message', { message_id: messageId, body: `Answer ${tag}` }),
      async () => (await repliesTo(service, messageId)).includes(`Answer ${tag}`),
    );
  },
);

scenario('contact_replies', 'update', 'rewriting a reply', async ({ client, service, tag }) => {
  const { replyId } = await messageWithReply(service, tag);
  return checked(
    client
      .from('contact_replies')
      .update({ body: `Rewritten ${tag}` })
      .eq('id', replyId),
    async () => (await rowById(service, 'contact_replies', replyId))?.body === `Rewritten ${tag}`,
  );
});

scenario('contact_replies', 'delete', 'a reply', async ({ client, service, tag }) => {
  const { replyId } = await messageWithReply(service, tag);
  return checked(
    client.from('contact_replies').delete().eq('id', replyId),
    async () => !(await rowExists(service, 'contact_replies', replyId)),
  );
});

// ---------------------------------------------------------------------------------------------
// the FAQ order, saved whole by reorder_faqs()
// ---------------------------------------------------------------------------------------------
async function faqOrder(service: Service): Promise<number[]> {
  const rows = await must(service.from('faqs').select('id').order('position'));
  return (rows as { id: number }[]).map((row) => row.id);
}

scenario(
  'faqs',
  'update',
  'the order of every FAQ through reorder_faqs()',
  async ({ client, service }) => {
    const reversed = (await faqOrder(service)).reverse();
    return checked(
      client.rpc('reorder_faqs', { ids: reversed }),
      async () => (await faqOrder(service)).join() === reversed.join(),
    );
  },
);

// ---------------------------------------------------------------------------------------------
// article covers in the public images bucket: admins upload them
// ---------------------------------------------------------------------------------------------
scenario('storage.objects', 'insert', 'uploading an article cover', ({ client, service, tag }) =>
  uploaded(client, service, 'article-images', `covers/upload-${tag}.png`, png(tag), tag),
);
