import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailDay as day, mailsSince as mailsOf, mark, type Mark } from './support/rendered-mail.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // A second admin, to act on the same case at the same time as the first.
  await server.server.db.query(`update public.profiles set user_type = 'admin' where id = $1`, [
    secondAdmin.id,
  ]);
});

afterAll(async () => {
  await server?.stop();
});

const secondAdmin = {
  id: '00000000-0000-4000-8000-0000000000e6',
  email: 'people@brightpath.example',
};
// Seeded (supabase/seeds/40_visa_cases.sql): case 4 is Ana Costa's new New Zealand request.
const ana = { id: '00000000-0000-4000-8000-0000000000c5', email: 'ana.costa@mail.example' };
const newCase = 4;

const version = async () =>
  (await server.serviceClient().from('visa_cases').select('version').eq('id', newCase).single())
    .data!.version as number;

const notices = async (userId: string, kind: string) =>
  (
    await server
      .serviceClient()
      .from('notifications')
      .select('title, body')
      .eq('user_id', userId)
      .eq('kind', kind)
  ).data ?? [];

const mailsSince = (since: Mark, to: string, kind: string) => mailsOf(server, since, to, kind);

describe('an admin works a visa case from request to accepted documents', () => {
  let documentId: number;

  it('lets an admin take a new case and start it from the route template', async () => {
    const since = await mark(server);
    const admin = await signIn(server, seedUsers.admin.email);
    const took = await admin.rpc('visa_case_take', {
      case_id: newCase,
      expected_version: await version(),
    });
    expect(took.error).toBeNull();
    const template = (
      await admin
        .from('visa_route_templates')
        .select('id')
        .eq('destination_country', 'new-zealand')
        .single()
    ).data!;
    const started = await admin.rpc('visa_case_start', {
      case_id: newCase,
      template_id: template.id,
      expected_version: took.data,
    });
    expect(started.error).toBeNull();
    const row = (
      await admin
        .from('visa_case_summaries')
        .select('status, stage, assigned_to, steps_total')
        .eq('id', newCase)
        .single()
    ).data!;
    expect(row).toMatchObject({
      status: 'in_progress',
      stage: 'in_progress',
      assigned_to: seedUsers.admin.id,
      steps_total: 5,
    });
    expect((await notices(ana.id, 'visa_case_status')).map((n) => n.body)).toContain(
      'Your Accredited Employer Work Visa case is now in progress.',
    );
    const [status, ...more] = await mailsSince(since, ana.email, 'visa_case_status');
    expect(more).toEqual([]);
    expect(status!.subject).toBe('Your visa case is now in progress');
    expect(status!.text).toContain('Your Accredited Employer Work Visa case is now in progress.');
    expect(status!.text).toContain('New Zealand');
  });

  it('tells the second of two admins acting on the same version, and keeps the first one’s change', async () => {
    const first = await signIn(server, seedUsers.admin.email);
    const second = await signIn(server, secondAdmin.email);
    const seen = await version();
    const a = await first.rpc('visa_case_set_status', {
      case_id: newCase,
      expected_version: seen,
      status: 'in_review',
    });
    const b = await second.rpc('visa_case_take', { case_id: newCase, expected_version: seen });
    expect(a.error).toBeNull();
    expect(b.error?.code).toBe('40001');
    expect(b.error?.message).toContain('Another admin changed this case');
    const row = (
      await first.from('visa_cases').select('status, assigned_to').eq('id', newCase).single()
    ).data!;
    expect(row).toEqual({ status: 'in_review', assigned_to: seedUsers.admin.id });
  });

  it('refuses a due date in the past, then requests a document and tells the candidate', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const past = await admin.rpc('visa_case_request_document', {
      case_id: newCase,
      expected_version: await version(),
      name: 'Chest X-ray certificate',
      due_date: '2020-01-01',
    });
    expect(past.error?.message).toBe('The due date cannot be in the past.');
    const since = await mark(server);
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const asked = await admin.rpc('visa_case_request_document', {
      case_id: newCase,
      expected_version: await version(),
      name: 'Chest X-ray certificate',
      due_date: due,
    });
    expect(asked.error).toBeNull();
    const candidate = await signIn(server, ana.email);
    const document = (
      await candidate
        .from('visa_case_documents')
        .select('id, status, due_date')
        .eq('case_id', newCase)
        .single()
    ).data!;
    expect(document).toMatchObject({ status: 'requested', due_date: due });
    documentId = document.id;
    // the in-app list shows text only: the visa page writes the date in the reader's zone
    expect((await notices(ana.id, 'visa_document_requested'))[0]?.body).toBe(
      'Our visa team needs: Chest X-ray certificate, by the date on your visa page.',
    );
    const [request, ...more] = await mailsSince(since, ana.email, 'visa_document_requested');
    expect(more).toEqual([]);
    expect(request!.subject).toBe('Document needed: Chest X-ray certificate');
    expect(request!.text).toContain(`Needed by\n\n${day(due)}`);
    expect(request!.text).toContain('/applicant/visa');
  });

  it('lets the candidate upload but never review, and tells the assigned admin of the upload', async () => {
    const candidate = await signIn(server, ana.email);
    const review = await candidate.rpc('visa_case_review_document', {
      document_id: documentId,
      expected_version: await version(),
      accept: true,
    });
    expect(review.error?.code).toBe('42501');
    const selfAccept = await candidate
      .from('visa_case_documents')
      .update({ status: 'accepted' })
      .eq('id', documentId);
    expect(selfAccept.error?.code).toBe('42501');
    const step = await candidate.rpc('visa_case_set_step', {
      step_id: 1,
      expected_version: await version(),
      done: true,
    });
    expect(step.error?.code).toBe('42501');
    const since = await mark(server);
    const upload = await candidate
      .from('visa_case_documents')
      .update({ file_path: `${ana.id}/xray.pdf` })
      .eq('id', documentId)
      .select('status')
      .single();
    expect(upload.data?.status).toBe('uploaded');
    expect(
      (await notices(seedUsers.admin.id, 'visa_document_uploaded')).map((n) => n.body),
    ).toContain(
      'Ana Costa uploaded Chest X-ray certificate for their Accredited Employer Work Visa case.',
    );
    expect(await notices(secondAdmin.id, 'visa_document_uploaded')).toHaveLength(0);
    const [uploaded, ...more] = await mailsSince(since, seedUsers.admin.email, 'visa_document_uploaded');
    expect(more).toEqual([]);
    expect(uploaded!.subject).toBe('Visa document uploaded: Chest X-ray certificate');
    expect(uploaded!.text).toContain(
      'Ana Costa uploaded Chest X-ray certificate for their Accredited Employer Work Visa case.',
    );
    expect(uploaded!.text).toContain(`/admin/visa-cases/${newCase}`);
    expect(await mailsSince(since, secondAdmin.email, 'visa_document_uploaded')).toEqual([]);
  });

  it('rejects with a reason the candidate reads, then accepts the second upload', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const noReason = await admin.rpc('visa_case_review_document', {
      document_id: documentId,
      expected_version: await version(),
      accept: false,
    });
    expect(noReason.error?.message).toBe('Tell the candidate why the document is rejected.');
    const since = await mark(server);
    const rejected = await admin.rpc('visa_case_review_document', {
      document_id: documentId,
      expected_version: await version(),
      accept: false,
      reason: 'The scan is cut off at the bottom.',
    });
    expect(rejected.error).toBeNull();
    const candidate = await signIn(server, ana.email);
    expect(
      (
        await candidate
          .from('visa_case_documents')
          .select('status, review_reason')
          .eq('id', documentId)
          .single()
      ).data,
    ).toEqual({
      status: 'rejected',
      review_reason: 'The scan is cut off at the bottom.',
    });
    await candidate
      .from('visa_case_documents')
      .update({ file_path: `${ana.id}/xray-2.pdf` })
      .eq('id', documentId);
    const accepted = await admin.rpc('visa_case_review_document', {
      document_id: documentId,
      expected_version: await version(),
      accept: true,
    });
    expect(accepted.error).toBeNull();
    expect(
      (
        await candidate
          .from('visa_case_documents')
          .select('status, received')
          .eq('id', documentId)
          .single()
      ).data,
    ).toEqual({ status: 'accepted', received: true });
    expect((await notices(ana.id, 'visa_document_reviewed')).map((n) => n.title)).toEqual([
      'Document needs another upload',
      'Document accepted',
    ]);
    const [rejectedMail, acceptedMail] = await mailsSince(since, ana.email, 'visa_document_reviewed');
    expect(rejectedMail!.subject).toBe('Document needs another upload: Chest X-ray certificate');
    expect(rejectedMail!.text).toContain("Why, in the visa team's words\n\nThe scan is cut off at the bottom.");
    expect(acceptedMail!.subject).toBe('Document accepted: Chest X-ray certificate');
    expect(acceptedMail!.text).not.toContain('The scan is cut off');
    const again = await candidate
      .from('visa_case_documents')
      .update({ file_path: `${ana.id}/xray-3.pdf` })
      .eq('id', documentId);
    expect(again.error?.message).toBe('This document was already accepted.');
  });

  it('marks steps done and shares notes, keeping internal notes from the candidate', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const step = (
      await admin
        .from('visa_case_steps')
        .select('id, title')
        .eq('case_id', newCase)
        .eq('position', 1)
        .single()
    ).data!;
    const since = await mark(server);
    expect(
      (
        await admin.rpc('visa_case_set_step', {
          step_id: step.id,
          expected_version: await version(),
          done: true,
        })
      ).error,
    ).toBeNull();
    expect((await notices(ana.id, 'visa_step')).map((n) => n.body)).toContain(
      `Step completed: ${step.title}.`,
    );
    const [done] = await mailsSince(since, ana.email, 'visa_step');
    expect(done!.subject).toBe(`Visa step completed: ${step.title}`);
    expect(done!.text).toContain('Accredited Employer Work Visa');
    await admin.rpc('visa_case_add_note', {
      case_id: newCase,
      expected_version: await version(),
      body: 'Shared note',
      visible_to_candidate: true,
    });
    await admin.rpc('visa_case_add_note', {
      case_id: newCase,
      expected_version: await version(),
      body: 'Internal note',
      visible_to_candidate: false,
    });
    const candidate = await signIn(server, ana.email);
    const notes = (
      await candidate.from('visa_case_notes').select('body').eq('case_id', newCase)
    ).data!.map((n) => n.body);
    expect(notes).toEqual(['Shared note']);
    expect(
      (await admin.from('visa_case_notes').select('body').eq('case_id', newCase)).data,
    ).toHaveLength(2);
  });
});

describe('the employer who hired the candidate', () => {
  it('sees the stage and step progress of the hired candidate’s case, and nothing of others', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { data, error } = await employer.rpc('employer_visa_progress');
    expect(error).toBeNull();
    // Seeded: Maple Tech hired Arjun Patel (application 9); his case 3 has 3 of 6 steps done.
    expect(data).toEqual([
      expect.objectContaining({ case_id: 3, status: 'in_progress', steps_done: 3, steps_total: 6 }),
    ]);
    expect(Object.keys(data![0]!)).not.toContain('documents');
    const direct = await employer.from('visa_cases').select('id').eq('id', 3);
    expect(direct.data).toEqual([]);
    const other = await signIn(server, seedUsers.otherEmployer.email);
    expect((await other.rpc('employer_visa_progress')).data).toEqual([]);
    const candidate = await signIn(server, seedUsers.candidate.email);
    expect((await candidate.rpc('employer_visa_progress')).data).toEqual([]);
  });
});
