import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getConversation,
  markConversationRead,
  sendMessage,
  subscribeToConversation,
  type ConversationMessage,
  type ConversationReadMark,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

// A conversation followed live, against supabase-local's Realtime: new messages and read marks
// through Postgres Changes, and who is on the page through the private Presence channel.

let backend: Backend;
let employer: GlobalHireClient;
let candidate: GlobalHireClient;
let candidateId: string;
let employerId: string;
let applicationId: number;
let conversationId: string;

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, ms = 8_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a live update');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer, userId: employerId } = await backend.as('employer'));
  ({ client: candidate, userId: candidateId } = await backend.as('candidate'));
  const service = backend.server.serviceClient();
  const job = await service
    .from('jobs')
    .insert({
      company_id: employerId,
      title: 'Live conversation job',
      description: 'A job for the live conversation test.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  if (job.error) throw new Error(job.error.message);
  const application = await service
    .from('applications')
    .insert({ job_id: job.data.id, candidate_id: candidateId })
    .select('id')
    .single();
  if (application.error) throw new Error(application.error.message);
  applicationId = application.data.id as number;
  const first = await sendMessage(employer, { applicationId, body: 'Welcome!' });
  conversationId = first.data!.conversationId;
});
afterAll(async () => {
  await Promise.all([candidate?.removeAllChannels(), employer?.removeAllChannels()]);
  await backend?.stop();
});

describe('following a conversation live', () => {
  it('delivers new messages with their sender, read marks, and who is on the page', async () => {
    const detail = (await getConversation(candidate, applicationId)).data!;
    const messages: ConversationMessage[] = [];
    const reads: ConversationReadMark[] = [];
    let candidateSees: string[] = [];
    let employerSees: string[] = [];

    const stopCandidate = subscribeToConversation(
      candidate,
      conversationId,
      {
        onMessage: (message) => messages.push(message),
        onPresence: (ids) => (candidateSees = ids),
      },
      { participants: detail },
    );
    const stopEmployer = subscribeToConversation(employer, conversationId, {
      onRead: (mark) => reads.push(mark),
      onPresence: (ids) => (employerSees = ids),
    });

    await until(() => candidateSees.length === 2 && employerSees.length === 2);
    expect(candidateSees.sort()).toEqual([candidateId, employerId].sort());

    await sendMessage(employer, { applicationId, body: 'Are you free on Thursday?' });
    await until(() => messages.length === 1);
    expect(messages[0]).toMatchObject({
      conversationId,
      senderId: employerId,
      senderName: 'Maple Tech Solutions',
      fromMe: false,
      body: 'Are you free on Thursday?',
      attachment: null,
    });

    await markConversationRead(candidate, conversationId);
    await until(() => reads.some((mark) => mark.userId === candidateId));
    expect(reads.find((mark) => mark.userId === candidateId)).toMatchObject({
      conversationId,
      lastReadAt: messages[0]!.createdAt,
    });

    stopCandidate();
    await until(() => employerSees.length === 1);
    expect(employerSees).toEqual([employerId]);
    stopEmployer();
  });
});
