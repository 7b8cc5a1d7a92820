import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEmployerJob,
  getJob,
  postJob,
  updateJob,
  utcToday,
  type GlobalHireClient,
  type PostJobInput,
} from '../src';
import { startBackend, type Backend } from './backend';

// A draft submitted from its editor, and the closing date and openings a job is posted with.

let backend: Backend;
let employer: GlobalHireClient;
let employerId: string;
beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer, userId: employerId } = await backend.as('employer'));
});
afterAll(() => backend?.stop());

const inDays = (days: number) => utcToday(new Date(Date.now() + days * 86_400_000));

/** A draft as the form sends one with only its title: the other fields empty. */
const titleOnly = (title: string) =>
  ({ jobTitle: title, location: '', country: '', description: '' }) as unknown as PostJobInput;

const job = (title: string): PostJobInput => ({
  jobTitle: title,
  location: 'Toronto, Canada',
  country: 'canada',
  category: 'it',
  description: 'Build and run the services behind our payments products.',
});

describe('a draft submitted from its editor', () => {
  it('is saved complete and sent for review in one write, with its closing date and openings', async () => {
    const draft = await postJob(employer, employerId, titleOnly('Platform Engineer'), {
      draft: true,
    });
    expect(draft.data?.status).toBe('draft');
    const id = draft.data!.id;

    // Submitting checks every field a published job needs.
    const incomplete = await updateJob(employer, id, titleOnly('Platform Engineer'), {
      draft: true,
      submit: true,
    });
    expect(incomplete.error?.code).toBe('validation_failed');

    const closesOn = inDays(21);
    const submitted = await updateJob(
      employer,
      id,
      { ...job('Platform Engineer'), closesOn, openings: '3' },
      { draft: true, submit: true },
    );
    expect(submitted.error).toBeNull();
    expect(submitted.data).toMatchObject({
      status: 'published',
      approved: null,
      closes_on: closesOn,
      openings: 3,
    });
    expect((await getEmployerJob(employer, employerId, id)).data).toMatchObject({
      closes_on: closesOn,
      openings: 3,
    });
  });

  it('keeps a draft a draft when only saved', async () => {
    const draft = await postJob(employer, employerId, titleOnly('Data Engineer'), { draft: true });
    const saved = await updateJob(employer, draft.data!.id, titleOnly('Senior Data Engineer'), {
      draft: true,
    });
    expect(saved.data).toMatchObject({ status: 'draft', title: 'Senior Data Engineer' });
  });
});

describe('the job page', () => {
  it('reads the closing date and the openings of a live job', async () => {
    const posted = await postJob(employer, employerId, {
      ...job('QA Engineer'),
      closesOn: inDays(10),
      openings: 4,
    });
    expect(posted.error).toBeNull();
    await backend.server
      .serviceClient()
      .from('jobs')
      .update({ approved: true })
      .eq('id', posted.data!.id);
    const { data } = await getJob(backend.anon(), posted.data!.id);
    expect(data).toMatchObject({ closes_on: inDays(10), openings: 4 });
    expect(data?.expires_at && new Date(data.expires_at).toISOString()).toBe(
      `${inDays(11)}T00:00:00.000Z`,
    );
  });
});
