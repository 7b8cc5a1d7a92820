import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import { send, sendRefusal } from './support/conversations.js';
import { newAccount } from './support/deleted-accounts.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Attachments of conversations: the private bucket, who uploads and reads, and what a message takes.

let server: TestServer;
let service: SupabaseClient;
let candidate: SupabaseClient;
let employer: SupabaseClient;
let otherCandidate: SupabaseClient;
let otherEmployer: SupabaseClient;
let admin: SupabaseClient;
let recruiter: SupabaseClient;
let anonymous: SupabaseClient;

const bucket = 'conversation-attachments';
const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });
const pathIn = (conversationId: string, name: string) =>
  `${conversationId}/${randomUUID()}-${name}`;

async function upload(client: SupabaseClient, path: string, file: Blob = pdf(path)) {
  const { error } = await client.storage
    .from(bucket)
    .upload(path, file, { contentType: file.type });
  return error;
}

async function openConversation(client: SupabaseClient, applicationId: number): Promise<string> {
  const { data, error } = await client.rpc('open_conversation', { application_id: applicationId });
  if (error) throw new Error(error.message);
  return data as string;
}

beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  anonymous = server.client();
  await giveEmployerUnlimitedPlan(service);
  [candidate, employer, otherCandidate, otherEmployer, admin, recruiter] = await Promise.all([
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.otherCandidate.email),
    signIn(server, seedUsers.otherEmployer.email),
    signIn(server, seedUsers.admin.email),
    signIn(server, seedUsers.recruiter.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('a message with an attachment', () => {
  let applicationId: number;
  let conversationId: string;
  let path: string;

  beforeAll(async () => {
    applicationId = await createApplication(service, `attach-${Date.now()}`);
    conversationId = await openConversation(employer, applicationId);
    path = pathIn(conversationId, 'relocation-guide.pdf');
    expect(await upload(employer, path, pdf('Relocation guide'))).toBeNull();
  });

  it('takes its size and type from Storage and its name from the sender', async () => {
    const sent = await send(employer, applicationId, 'Our relocation guide is attached.', {
      path,
      name: 'Relocation guide.pdf',
    });
    expect(sent.attachment).toEqual({
      path,
      name: 'Relocation guide.pdf',
      size: pdf('Relocation guide').size,
      content_type: 'application/pdf',
    });
  });

  it('is downloaded by the two participants and admins only', async () => {
    for (const reader of [candidate, employer, admin]) {
      const { data, error } = await reader.storage.from(bucket).download(path);
      expect(error).toBeNull();
      expect(await data!.text()).toContain('Relocation guide');
    }
    for (const outsider of [otherCandidate, otherEmployer, recruiter, anonymous]) {
      const { data } = await outsider.storage.from(bucket).download(path);
      expect(data).toBeNull();
      const signed = await outsider.storage.from(bucket).createSignedUrl(path, 60);
      expect(signed.data).toBeNull();
      const listed = await outsider.storage.from(bucket).list(conversationId);
      expect(listed.data ?? []).toEqual([]);
    }
  });

  it('cannot be removed once sent, nor attached to a second message', async () => {
    await employer.storage.from(bucket).remove([path]);
    expect((await service.storage.from(bucket).download(path)).error).toBeNull();
    expect(await sendRefusal(employer, applicationId, 'Again', path)).toMatchObject({
      code: '23505',
    });
  });
});

describe('uploading an attachment', () => {
  let applicationId: number;
  let conversationId: string;

  beforeAll(async () => {
    applicationId = await createApplication(service, `upload-${Date.now()}`);
    conversationId = await openConversation(candidate, applicationId);
  });

  it('is refused to outsiders, outside the conversation folder and under a name without its unique prefix', async () => {
    for (const outsider of [otherCandidate, otherEmployer, recruiter, anonymous]) {
      expect(await upload(outsider, pathIn(conversationId, 'cv.pdf'))).not.toBeNull();
    }
    expect(await upload(candidate, `${randomUUID()}/${randomUUID()}-cv.pdf`)).not.toBeNull();
    expect(await upload(candidate, `${conversationId}/cv.pdf`)).not.toBeNull();
    const { data } = await service.storage.from(bucket).list(conversationId);
    expect(data ?? []).toEqual([]);
  });

  it('takes PDF, Word and images up to 10 MB only', async () => {
    const text = new Blob(['plain text'], { type: 'text/plain' });
    expect(await upload(candidate, pathIn(conversationId, 'notes.txt'), text)).not.toBeNull();
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    expect(await upload(candidate, pathIn(conversationId, 'big.pdf'), big)).not.toBeNull();
    const png = new Blob(
      [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82])],
      { type: 'image/png' },
    );
    expect(await upload(candidate, pathIn(conversationId, 'photo.png'), png)).toBeNull();
  });

  it('is refused while the conversation is blocked', async () => {
    await employer.rpc('block_conversation', { conversation_id: conversationId });
    expect(await upload(candidate, pathIn(conversationId, 'while-blocked.pdf'))).not.toBeNull();
    await employer.rpc('unblock_conversation', { conversation_id: conversationId });
    expect(await upload(candidate, pathIn(conversationId, 'after-unblock.pdf'))).toBeNull();
  });

  it('attaches only the sender s own upload', async () => {
    const employersFile = pathIn(conversationId, 'contract.pdf');
    expect(await upload(employer, employersFile)).toBeNull();
    expect(await sendRefusal(candidate, applicationId, 'Here it is', employersFile)).toMatchObject({
      code: '23503',
      message: 'The attachment was not found. Attach the file again.',
    });
  });

  it('takes at most 20 files a day from one account', async () => {
    const account = await newAccount(server, `uploader-${Date.now()}@mail.example`);
    const ownApplication = await createApplication(service, `upload-cap-${Date.now()}`, {
      candidate_id: account.id,
    });
    const folder = await openConversation(account.client, ownApplication);
    for (let i = 0; i < 20; i += 1) {
      expect(await upload(account.client, pathIn(folder, `page-${i}.pdf`))).toBeNull();
    }
    expect(await upload(account.client, pathIn(folder, 'page-21.pdf'))).not.toBeNull();
    // a day later the account may upload again
    await server.server.db.query(
      `update storage.objects set created_at = created_at - interval '25 hours' where owner_id = $1`,
      [account.id],
    );
    expect(await upload(account.client, pathIn(folder, 'next-day.pdf'))).toBeNull();
  });

  it('lets the uploader remove a file no message was sent with', async () => {
    const unsent = pathIn(conversationId, 'draft.pdf');
    expect(await upload(candidate, unsent)).toBeNull();
    expect((await employer.storage.from(bucket).remove([unsent])).data).toEqual([]);
    expect((await candidate.storage.from(bucket).remove([unsent])).data).toHaveLength(1);
  });
});
