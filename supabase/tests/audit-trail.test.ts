import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesFor, newEntries } from './support/audit-log.js';
import { giveEmployerUnlimitedPlan, insertRow, jobRow } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Each kind of admin action writes one audit entry, with what it changed.

let server: TestServer;
let admin: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, seedUsers.admin.email);
  // Room for the postings this file creates.
  await giveEmployerUnlimitedPlan(service());
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

const pendingJob = (tag: string) =>
  insertRow(service(), 'jobs', jobRow(seedUsers.employer.id, tag, { approved: null }));

describe('each kind of admin action writes one entry with what changed', () => {
  it('approving and rejecting a job', async () => {
    const job = await pendingJob('audit-approve');
    const approved = await newEntries(service(), 'jobs', job, () =>
      admin.from('jobs').update({ approved: true }).eq('id', job),
    );
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({
      actor_id: seedUsers.admin.id,
      actor_email: seedUsers.admin.email,
      action: 'job.approved',
      subject_label: 'Test job audit-approve',
      before: { approved: null },
      after: { approved: true },
    });
    const rejected = await newEntries(service(), 'jobs', job, () =>
      admin
        .from('jobs')
        .update({ approved: false, rejection_reason: 'Salary missing' })
        .eq('id', job),
    );
    // The job was live: rejecting it now is taking it down.
    expect(rejected.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'job.taken_down',
        { approved: true, rejection_reason: null, taken_down_at: null },
        { approved: false, rejection_reason: 'Salary missing', taken_down_at: expect.any(String) },
      ],
    ]);
  });

  it('blocking and unblocking an employer, verifying one, changing a role, approving a candidate', async () => {
    const blocked = await newEntries(service(), 'profiles', seedUsers.otherEmployer.id, () =>
      admin
        .from('profiles')
        .update({ blocked_at: new Date().toISOString(), blocked_reason: 'Audit test' })
        .eq('id', seedUsers.otherEmployer.id),
    );
    expect(blocked).toHaveLength(1);
    expect(blocked[0]!.action).toBe('account.blocked');
    expect(blocked[0]!.before).toEqual({ blocked_at: null, blocked_reason: null });
    expect(blocked[0]!.after).toMatchObject({ blocked_reason: 'Audit test' });

    const unblocked = await newEntries(service(), 'profiles', seedUsers.otherEmployer.id, () =>
      admin.from('profiles').update({ blocked_at: null }).eq('id', seedUsers.otherEmployer.id),
    );
    expect(unblocked.map((e) => e.action)).toEqual(['account.unblocked']);

    const verified = await newEntries(service(), 'profiles', seedUsers.pendingEmployer.id, () =>
      admin
        .from('profiles')
        .update({ employer_status: 'verified' })
        .eq('id', seedUsers.pendingEmployer.id),
    );
    expect(verified.map((e) => [e.action, e.before, e.after])).toEqual([
      ['employer.verified', { employer_status: 'pending' }, { employer_status: 'verified' }],
    ]);

    const approved = await newEntries(service(), 'profiles', seedUsers.pendingCandidate.id, () =>
      admin
        .from('profiles')
        .update({ candidate_status: 'active' })
        .eq('id', seedUsers.pendingCandidate.id),
    );
    expect(approved.map((e) => [e.action, e.before, e.after])).toEqual([
      ['candidate.approved', { candidate_status: 'pending' }, { candidate_status: 'active' }],
    ]);

    const promoted = await newEntries(service(), 'profiles', seedUsers.otherCandidate.id, () =>
      admin.from('profiles').update({ user_type: 'admin' }).eq('id', seedUsers.otherCandidate.id),
    );
    expect(promoted).toHaveLength(1);
    expect(promoted[0]!.action).toBe('account.role_changed');
    expect(promoted[0]!.before).toMatchObject({ user_type: 'candidate' });
    expect(promoted[0]!.after).toMatchObject({ user_type: 'admin' });
  });

  it('deciding a plan request', async () => {
    const request = await insertRow(service(), 'subscriptions', {
      employer_id: seedUsers.pendingEmployer.id,
      plan: 'premium',
      status: 'requested',
    });
    const decided = await newEntries(service(), 'subscriptions', request, () =>
      admin.from('subscriptions').update({ status: 'cancelled' }).eq('id', request),
    );
    expect(decided.map((e) => [e.action, e.before, e.after])).toEqual([
      ['plan.cancelled', { status: 'requested' }, { status: 'cancelled' }],
    ]);
  });

  it('publishing, editing and unpublishing an article; FAQ changes', async () => {
    const article = await insertRow(service(), 'articles', {
      slug: 'audit-trail-article',
      title: 'Audit article',
      category: 'Career Tips',
      author: 'Team',
      status: 'draft',
    });
    const published = await newEntries(service(), 'articles', article, () =>
      admin.from('articles').update({ status: 'published' }).eq('id', article),
    );
    expect(published).toHaveLength(1);
    expect(published[0]!.action).toBe('article.published');
    expect(published[0]!.before).toMatchObject({ status: 'draft', published_at: null });
    const edited = await newEntries(service(), 'articles', article, () =>
      admin.from('articles').update({ title: 'Audit article, revised' }).eq('id', article),
    );
    expect(edited.map((e) => [e.action, e.before, e.after])).toEqual([
      ['article.edited', { title: 'Audit article' }, { title: 'Audit article, revised' }],
    ]);

    const created = await admin
      .from('faqs')
      .insert({ question: 'Audit question?', answer: 'Yes.', status: 'draft' })
      .select('id')
      .single();
    const faq = created.data!.id;
    const [faqCreated] = await entriesFor(service(), 'faqs', faq);
    expect(faqCreated).toMatchObject({ action: 'faq.created', before: null });
    expect(faqCreated!.after).toMatchObject({ question: 'Audit question?', answer: 'Yes.' });
    const removed = await newEntries(service(), 'faqs', faq, () =>
      admin.from('faqs').delete().eq('id', faq),
    );
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ action: 'faq.deleted', after: null });
    expect(removed[0]!.before).toMatchObject({ question: 'Audit question?' });
  });

  it('visa case status, steps, documents and notes', async () => {
    const caseId = await insertRow(service(), 'visa_cases', {
      candidate_id: seedUsers.otherCandidate.id,
      destination_country: 'canada',
      visa_type: 'Audit work permit',
    });
    const version = async () =>
      (await service().from('visa_cases').select('version').eq('id', caseId).single()).data!
        .version as number;
    const status = await newEntries(service(), 'visa_cases', caseId, async () =>
      admin.rpc('visa_case_set_status', {
        case_id: caseId,
        expected_version: await version(),
        status: 'in_progress',
      }),
    );
    expect(status.map((e) => [e.action, e.before, e.after])).toEqual([
      ['visa_case.status_changed', { status: 'requested' }, { status: 'in_progress' }],
    ]);

    const step = await insertRow(service(), 'visa_case_steps', {
      case_id: caseId,
      position: 1,
      title: 'Book biometrics',
    });
    const done = await newEntries(service(), 'visa_case_steps', step, async () =>
      admin.rpc('visa_case_set_step', {
        step_id: step,
        expected_version: await version(),
        done: true,
      }),
    );
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ action: 'visa_step.done', parent_id: String(caseId) });
    expect(done[0]!.before).toMatchObject({ done: false });
    expect(done[0]!.after).toMatchObject({ done: true });

    const doc = await insertRow(service(), 'visa_case_documents', {
      case_id: caseId,
      name: 'Passport',
      file_path: `${seedUsers.otherCandidate.id}/passport.pdf`,
      status: 'uploaded',
    });
    const rejected = await newEntries(service(), 'visa_case_documents', doc, async () =>
      admin.rpc('visa_case_review_document', {
        document_id: doc,
        expected_version: await version(),
        accept: false,
        reason: 'Blurred scan',
      }),
    );
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.action).toBe('visa_document.rejected');
    expect(rejected[0]!.after).toMatchObject({ status: 'rejected', review_reason: 'Blurred scan' });

    const note = await admin.rpc('visa_case_add_note', {
      case_id: caseId,
      expected_version: await version(),
      body: 'Called the embassy.',
    });
    expect(note.error).toBeNull();
    const notes = await service()
      .from('audit_log')
      .select('action, parent_id, after')
      .eq('action', 'visa_note.added')
      .eq('parent_id', String(caseId));
    expect(notes.data).toHaveLength(1);
    expect(notes.data![0]!.after).toMatchObject({ body: 'Called the embassy.' });
  });

  it('marking an inbox message handled and replying to it', async () => {
    const message = await insertRow(service(), 'contact_messages', {
      name: 'Ola',
      email: 'ola@mail.example',
      subject: 'Audit inbox',
      message: 'Hello.',
    });
    const handled = await newEntries(service(), 'contact_messages', message, () =>
      admin.from('contact_messages').update({ handled: true }).eq('id', message),
    );
    expect(handled.map((e) => [e.action, e.before, e.after])).toEqual([
      ['inbox.handled', { handled: false }, { handled: true }],
    ]);
    const reply = await admin.rpc('reply_to_contact_message', {
      message_id: message,
      body: 'Hi Ola.',
    });
    expect(reply.error).toBeNull();
    const replies = await service()
      .from('audit_log')
      .select('action, subject_label, after')
      .eq('subject_table', 'contact_replies')
      .eq('parent_id', String(message));
    expect(replies.data).toHaveLength(1);
    expect(replies.data![0]).toMatchObject({
      action: 'inbox.replied',
      subject_label: 'Audit inbox',
    });
    expect(replies.data![0]!.after).toMatchObject({ body: 'Hi Ola.' });
  });
});
