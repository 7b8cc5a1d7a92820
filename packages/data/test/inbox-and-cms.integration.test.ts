import { describe, expect, it } from 'vitest';
import {
  countUnhandledContactMessages,
  deleteContactMessage,
  deleteFaq,
  getArticle,
  getArticleForEdit,
  getContactThread,
  listAdminFaqs,
  listContactMessages,
  listFaqs,
  publicImageUrl,
  reorderFaqs,
  replyToContactMessage,
  saveArticle,
  saveFaq,
  sendContactMessage,
  setContactMessageHandled,
  uploadArticleCover,
  type ArticleInput,
} from '../src';
import { adminBackend } from './admin-backend';

const t = adminBackend();

const article = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Packing for a Move Abroad',
  slug: 'packing-for-a-move-abroad',
  category: 'Relocation Advice',
  author: 'GlobalHire Team',
  excerpt: 'What to bring and what to leave.',
  body: '## Documents first\n\nKeep them in your hand luggage.',
  image_path: null,
  status: 'draft',
  ...overrides,
});

describe('the admin inbox', () => {
  it('lists unhandled messages first, newest first, and narrows by state and words', async () => {
    const { data } = await listContactMessages(t.admin, { pageSize: 50 });
    const handled = data!.rows.map((row) => row.handled);
    expect(handled.indexOf(true)).toBeGreaterThan(handled.lastIndexOf(false));
    // seeds: Lena's message is the newest unhandled one
    expect(data!.rows[0]).toMatchObject({ name: 'Lena Fischer', handled: false });
    const unhandled = await listContactMessages(t.admin, { state: 'unhandled' });
    expect(unhandled.data!.rows.every((row) => !row.handled)).toBe(true);
    expect((await countUnhandledContactMessages(t.admin)).data).toBe(unhandled.data!.total);
    const search = await listContactMessages(t.admin, { search: 'new zealand' });
    expect(search.data!.rows.map((row) => row.name)).toEqual(['Hiro Tanaka']);
  });

  it('is for admins only', async () => {
    expect((await listContactMessages(t.candidate)).data!.total).toBe(0);
    expect((await countUnhandledContactMessages(t.employer)).data).toBe(0);
  });

  it('shows a seeded thread with its reply', async () => {
    const marco = (await listContactMessages(t.admin, { search: 'Marco' })).data!.rows[0]!;
    const { data } = await getContactThread(t.admin, marco.id);
    expect(data!.message).toMatchObject({ subject: 'Changing my email address', handled: true });
    expect(data!.replies).toEqual([
      expect.objectContaining({
        author_name: 'GlobalHire Admin',
        body: expect.stringContaining('Account Settings'),
      }),
    ]);
    expect((await getContactThread(t.admin, 999_999)).data).toBeNull();
  });

  it('a visitor writes, the admin replies (handled), marks it unhandled again; a deleted message refuses the reply', async () => {
    const sent = await sendContactMessage(t.backend.anon(), {
      name: 'Ola Nordmann',
      email: 'ola@mail.example',
      subject: 'Moving with a dog',
      message: 'Can my dog come with me to Australia?',
    });
    expect(sent.error).toBeNull();
    const message = (await listContactMessages(t.admin, { search: 'Ola' })).data!.rows[0]!;
    expect(message.handled).toBe(false);

    const reply = await replyToContactMessage(t.admin, message.id, 'Yes, with an import permit.');
    expect(reply.error).toBeNull();
    expect(reply.data).toMatchObject({ body: 'Yes, with an import permit.' });
    const thread = (await getContactThread(t.admin, message.id)).data!;
    expect(thread.message.handled).toBe(true);
    expect(thread.replies.map((r) => r.body)).toEqual(['Yes, with an import permit.']);

    expect((await setContactMessageHandled(t.admin, message.id, false)).data).toEqual({
      id: message.id,
      handled: false,
    });
    expect((await replyToContactMessage(t.admin, message.id, '   ')).error?.code).toBe(
      'validation_failed',
    );

    expect((await deleteContactMessage(t.admin, message.id)).error).toBeNull();
    const late = await replyToContactMessage(t.admin, message.id, 'Are you still there?');
    expect(late.error).toMatchObject({
      code: 'message_deleted',
      message: 'This message was deleted, so the reply was not sent.',
    });
    expect((await setContactMessageHandled(t.admin, message.id, true)).error?.message).toBe(
      'This message was deleted.',
    );
  });
});

describe('the CMS', () => {
  it('creates a draft, keeps the slug on a new title, refuses a taken slug, publishes with a cover', async () => {
    const created = await saveArticle(t.admin, null, article());
    expect(created.error).toBeNull();
    const id = created.data!.id;
    expect((await getArticle(t.backend.anon(), 'packing-for-a-move-abroad')).data).toBeNull();

    const renamed = await saveArticle(
      t.admin,
      id,
      article({ title: 'Packing for Your Move Abroad' }),
    );
    expect(renamed.data).toMatchObject({
      title: 'Packing for Your Move Abroad',
      slug: 'packing-for-a-move-abroad',
    });

    const taken = await saveArticle(
      t.admin,
      id,
      article({ slug: 'how-to-write-a-cv-for-international-employers' }),
    );
    expect(taken.error).toMatchObject({
      code: 'slug_taken',
      message: 'Another article already uses this slug. Choose a different one.',
    });

    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
      'cover photo.png',
      {
        type: 'image/png',
      },
    );
    const cover = await uploadArticleCover(t.admin, png);
    expect(cover.error).toBeNull();
    expect(cover.data!.path).toMatch(/^covers\/\d+-cover-photo\.png$/);
    const wrongType = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    expect((await uploadArticleCover(t.admin, wrongType)).error?.message).toBe(
      'This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.',
    );
    expect((await uploadArticleCover(t.employer, png)).error).not.toBeNull();

    const published = await saveArticle(
      t.admin,
      id,
      article({
        title: 'Packing for Your Move Abroad',
        image_path: cover.data!.path,
        status: 'published',
      }),
    );
    expect(published.data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    const read = (await getArticle(t.backend.anon(), 'packing-for-a-move-abroad')).data!;
    expect(read.title).toBe('Packing for Your Move Abroad');
    const url = publicImageUrl(t.backend.anon(), 'article-images', read.image_path)!;
    const image = await fetch(url);
    expect(image.status).toBe(200);
    expect((await getArticleForEdit(t.admin, id)).data).toMatchObject({ id });
    expect(
      (await saveArticle(t.employer, id, article({ title: 'Hijacked' }))).error,
    ).not.toBeNull();
  });

  it('creates, edits, reorders and deletes FAQs; the public page follows the order', async () => {
    const created = await saveFaq(t.admin, null, {
      question: 'Can I bring my family?',
      answer: 'Often, yes.',
      status: 'published',
    });
    expect(created.error).toBeNull();
    const all = (await listAdminFaqs(t.admin)).data!;
    expect(all.at(-1)).toMatchObject({ id: created.data!.id, position: all.length });

    const edited = await saveFaq(t.admin, created.data!.id, {
      question: 'Can I bring my family with me?',
      answer: 'Often, yes.',
      status: 'published',
    });
    expect(edited.data).toMatchObject({ question: 'Can I bring my family with me?' });

    const ids = all.map((faq) => faq.id);
    const newFirst = [created.data!.id, ...ids.filter((id) => id !== created.data!.id)];
    expect((await reorderFaqs(t.admin, newFirst)).error).toBeNull();
    expect((await listFaqs(t.backend.anon())).data![0]!.question).toBe(
      'Can I bring my family with me?',
    );
    expect((await reorderFaqs(t.admin, newFirst.slice(1))).error?.code).toBe('40001');

    expect((await deleteFaq(t.admin, created.data!.id)).error).toBeNull();
    expect((await listAdminFaqs(t.admin)).data!.some((faq) => faq.id === created.data!.id)).toBe(
      false,
    );
  });
});
