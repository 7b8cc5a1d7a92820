import { describe, expect, it } from 'vitest';
import {
  addVisaCaseNote,
  getAdminVisaCase,
  getCandidateDashboardStats,
  getMyVisaCases,
  isVisaCaseConflict,
  listAdminVisaCases,
  listEmployerVisaProgress,
  listVisaRouteTemplates,
  requestVisaDocument,
  reviewVisaDocument,
  setVisaStepDone,
  startVisaCase,
  takeVisaCase,
  uploadVisaDocument,
  validateVisaDocumentRequest,
} from '../src';
import { adminBackend } from './admin-backend';

const t = adminBackend();
const demoCandidate = '00000000-0000-4000-8000-0000000000c1';
const pdf = (text: string) =>
  new File([`%PDF-1.4 ${text}`], 'ielts.pdf', { type: 'application/pdf' });

describe('visa cases through @globalhire/data', () => {
  it('lists the seeded cases by stage, assignee and candidate search', async () => {
    const all = (await listAdminVisaCases(t.admin)).data!;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const stages = async (stage: 'new' | 'waiting_on_candidate' | 'in_progress' | 'done') =>
      (await listAdminVisaCases(t.admin, { stage })).data!.rows.map((row) => row.id);
    expect(await stages('new')).toEqual(expect.arrayContaining([4, 5]));
    expect(await stages('waiting_on_candidate')).toEqual(expect.arrayContaining([1, 2]));
    expect(await stages('in_progress')).toEqual(expect.arrayContaining([3]));
    expect(await stages('done')).toEqual(expect.arrayContaining([6]));
    const priya = (await listAdminVisaCases(t.admin, { search: 'priya sharma' })).data!.rows;
    expect(priya.map((row) => [row.id, row.visa_type])).toEqual([[1, 'Skilled Worker visa']]);
    const nobody = (await listAdminVisaCases(t.admin, { assignee: 'nobody' })).data!.rows;
    expect(nobody.every((row) => row.assigned_to === null)).toBe(true);
    expect((await listAdminVisaCases(t.candidate)).data!.total).toBe(1);
  });

  it('reads the demo case with its template steps, documents and notes; six templates', async () => {
    const detail = (await getAdminVisaCase(t.admin, 1)).data!;
    expect(detail.steps.filter((s) => s.done)).toHaveLength(2);
    expect(detail.documents.map((d) => [d.name, d.status])).toEqual([
      ['Passport (bio page)', 'accepted'],
      ['IELTS for UKVI results', 'requested'],
    ]);
    expect(detail.notes).toHaveLength(2);
    const templates = (await listVisaRouteTemplates(t.admin)).data!;
    expect(new Set(templates.map((x) => x.destination_country)).size).toBe(6);
    expect((await getAdminVisaCase(t.admin, 999_999)).data).toBeNull();
  });

  it('runs a case: take, start (a stale version is refused), request, review rules, step, note', async () => {
    const detail = (await getAdminVisaCase(t.admin, 5)).data!;
    let version = (await takeVisaCase(t.admin, 5, detail.version)).data!;
    const us = (await listVisaRouteTemplates(t.admin)).data!.find(
      (x) => x.destination_country === 'united-states',
    )!;
    version = (await startVisaCase(t.admin, 5, version, us.id)).data!;
    const stale = await takeVisaCase(t.admin, 5, detail.version);
    expect(isVisaCaseConflict(stale.error)).toBe(true);
    version = (await requestVisaDocument(t.admin, 5, version, { name: 'Degree certificate' }))
      .data!;
    const afterRequest = (await getAdminVisaCase(t.admin, 5)).data!;
    expect(afterRequest.stage).toBe('waiting_on_candidate');
    const document = afterRequest.documents[0]!;
    // Wei Chen's case: the admin uploads nothing for him; check the review rules instead.
    const early = await reviewVisaDocument(t.admin, document.id, version, { accept: true });
    expect(early.error?.message).toBe('Only an uploaded document can be reviewed.');
    version = (await setVisaStepDone(t.admin, afterRequest.steps[0]!.id, version, true)).data!;
    version = (await addVisaCaseNote(t.admin, 5, version, 'Lottery registration opens in March.'))
      .data!;
    expect((await getAdminVisaCase(t.admin, 5)).data!.version).toBe(version);
  });

  it('lets the demo candidate upload the requested document and the admin accept it', async () => {
    const mine = (await getMyVisaCases(t.candidate, demoCandidate)).data!;
    const ukCase = mine.find((c) => c.id === 1)!;
    expect(ukCase.notes_from_team.map((n) => n.body)).toHaveLength(1);
    const requested = ukCase.documents.find((d) => d.status === 'requested')!;
    const uploaded = await uploadVisaDocument(
      t.candidate,
      demoCandidate,
      requested.id,
      pdf('ielts'),
    );
    expect(uploaded.data?.status).toBe('uploaded');
    const version = (await getAdminVisaCase(t.admin, 1)).data!.version;
    expect(
      (await reviewVisaDocument(t.admin, requested.id, version, { accept: true })).error,
    ).toBeNull();
    const after = (await getMyVisaCases(t.candidate, demoCandidate)).data!.find((c) => c.id === 1)!;
    expect(after.documents.find((d) => d.id === requested.id)?.status).toBe('accepted');
    const stats = (await getCandidateDashboardStats(t.candidate)).data!;
    expect([stats.visa_case_status, stats.visa_steps_done, stats.visa_steps_total]).toEqual([
      'in_progress',
      2,
      6,
    ]);
  });

  it('gives the hiring employer the stage only', async () => {
    const progress = (await listEmployerVisaProgress(t.employer)).data!;
    expect(progress).toEqual([expect.objectContaining({ case_id: 3, steps_total: 6 })]);
  });

  it('validates a document request at the field', () => {
    expect(validateVisaDocumentRequest({ name: ' ', dueDate: '2020-01-01' }, '2026-01-01')).toEqual(
      {
        name: 'Name the document you need.',
        dueDate: 'The due date cannot be in the past.',
      },
    );
  });
});
