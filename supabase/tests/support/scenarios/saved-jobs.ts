import { checked, must, scenario, visible } from '../attempts.js';
import { createLiveJob, rowById } from '../fixtures.js';
import { seedUsers } from '../personas.js';

const candidate = seedUsers.candidate.id;

// ---------------------------------------------------------------------------------------------
// saved_jobs (keyed by candidate and job)
// ---------------------------------------------------------------------------------------------
async function savedAt(
  service: Parameters<typeof rowById>[0],
  candidateId: string,
  jobId: number,
): Promise<string | null> {
  const { data, error } = await service
    .from('saved_jobs')
    .select('created_at')
    .eq('candidate_id', candidateId)
    .eq('job_id', jobId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return (data as { created_at: string } | null)?.created_at ?? null;
}

async function savedJobOfCandidate(
  service: Parameters<typeof rowById>[0],
  tag: string,
): Promise<number> {
  const jobId = await createLiveJob(service, tag);
  await must(
    service.from('saved_jobs').insert({ candidate_id: candidate, job_id: jobId }).select().single(),
  );
  return jobId;
}

scenario('saved_jobs', 'select', "the candidate's saved job", ({ client }) =>
  visible(client.from('saved_jobs').select('job_id').eq('candidate_id', candidate).eq('job_id', 2)),
);

scenario(
  'saved_jobs',
  'insert',
  'saving a live job as oneself',
  async ({ client, userId, service, tag }) => {
    const jobId = await createLiveJob(service, tag);
    const saver = userId ?? candidate;
    return checked(
      client.from('saved_jobs').insert({ candidate_id: saver, job_id: jobId }),
      async () => (await savedAt(service, saver, jobId)) !== null,
    );
  },
);

scenario('saved_jobs', 'update', "the candidate's saved job", async ({ client, service, tag }) => {
  const jobId = await savedJobOfCandidate(service, tag);
  const backdated = '2020-01-01T00:00:00+00:00';
  return checked(
    client
      .from('saved_jobs')
      .update({ created_at: backdated })
      .eq('candidate_id', candidate)
      .eq('job_id', jobId),
    async () => (await savedAt(service, candidate, jobId))?.startsWith('2020-01-01') ?? false,
  );
});

scenario('saved_jobs', 'delete', "the candidate's saved job", async ({ client, service, tag }) => {
  const jobId = await savedJobOfCandidate(service, tag);
  return checked(
    client.from('saved_jobs').delete().eq('candidate_id', candidate).eq('job_id', jobId),
    async () => (await savedAt(service, candidate, jobId)) === null,
  );
});
