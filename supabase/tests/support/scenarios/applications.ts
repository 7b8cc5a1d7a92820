import { checked, must, scenario, visible } from '../attempts.js';
import { createApplication, createLiveJob, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

const candidate = seedUsers.candidate.id;

// Seeded: application 1 is the candidate's to the employer's live job 1 (with interview 1);
// application 4 is the other candidate's to the other employer's job 2.
const candidateApplication = 1;

// ---------------------------------------------------------------------------------------------
// applications
// ---------------------------------------------------------------------------------------------
scenario(
  'applications',
  'select',
  "the candidate's application to the employer's job",
  ({ client }) => visible(client.from('applications').select('id').eq('id', candidateApplication)),
);

scenario(
  'applications',
  'select',
  "the other candidate's application to the other employer",
  ({ client }) => visible(client.from('applications').select('id').eq('id', 4)),
);

async function applicationExists(
  service: Parameters<typeof rowById>[0],
  jobId: number,
  candidateId: string,
): Promise<boolean> {
  const { data, error } = await service
    .from('applications')
    .select('id')
    .eq('job_id', jobId)
    .eq('candidate_id', candidateId);
  if (error) throw new Error(error.message);
  return data.length > 0;
}

scenario(
  'applications',
  'insert',
  'an application to a live job as oneself',
  async ({ client, userId, service, tag }) => {
    const jobId = await createLiveJob(service, tag);
    const applicant = userId ?? candidate;
    return checked(
      client.from('applications').insert({ job_id: jobId, candidate_id: applicant }),
      () => applicationExists(service, jobId, applicant),
    );
  },
);

scenario(
  'applications',
  'insert',
  'an application to a pending job as oneself',
  ({ client, userId, service }) => {
    const applicant = userId ?? candidate;
    return checked(client.from('applications').insert({ job_id: 6, candidate_id: applicant }), () =>
      applicationExists(service, 6, applicant),
    );
  },
);

scenario(
  'applications',
  'update',
  "shortlisting the candidate's application",
  async ({ client, service, tag }) => {
    const id = await createApplication(service, tag);
    return checked(
      client.from('applications').update({ status: 'shortlisted' }).eq('id', id),
      async () => (await rowById(service, 'applications', id))?.status === 'shortlisted',
    );
  },
);

scenario(
  'applications',
  'update',
  "withdrawing the candidate's application",
  async ({ client, service, tag }) => {
    const id = await createApplication(service, tag);
    return checked(
      client.from('applications').update({ status: 'withdrawn' }).eq('id', id),
      async () => (await rowById(service, 'applications', id))?.status === 'withdrawn',
    );
  },
);

scenario(
  'applications',
  'update',
  "rewriting the candidate's cover letter",
  async ({ client, service, tag }) => {
    const id = await createApplication(service, tag);
    return checked(
      client
        .from('applications')
        .update({ cover_letter: `Rewritten ${tag}` })
        .eq('id', id),
      async () => (await rowById(service, 'applications', id))?.cover_letter === `Rewritten ${tag}`,
    );
  },
);

scenario(
  'applications',
  'delete',
  "the candidate's application",
  async ({ client, service, tag }) => {
    const id = await createApplication(service, tag);
    return checked(
      client.from('applications').delete().eq('id', id),
      async () => !(await rowExists(service, 'applications', id)),
    );
  },
);

// ---------------------------------------------------------------------------------------------
// application_events: written only by the status-history trigger
// ---------------------------------------------------------------------------------------------
async function firstEventOf(
  service: Parameters<typeof rowById>[0],
  applicationId: number,
): Promise<number> {
  const event = await must<{ id: number }>(
    service
      .from('application_events')
      .select('id')
      .eq('application_id', applicationId)
      .order('id')
      .limit(1)
      .single(),
  );
  return event.id;
}

scenario(
  'application_events',
  'select',
  "the history of the candidate's application",
  ({ client }) =>
    visible(
      client.from('application_events').select('id').eq('application_id', candidateApplication),
    ),
);

scenario('application_events', 'insert', 'a history entry', async ({ client, service, tag }) => {
  const applicationId = await createApplication(service, tag);
  return checked(
    client.from('application_events').insert({ application_id: applicationId, to_status: 'hired' }),
    async () => {
      const { data } = await service
        .from('application_events')
        .select('id')
        .eq('application_id', applicationId)
        .eq('to_status', 'hired');
      return (data?.length ?? 0) > 0;
    },
  );
});

scenario('application_events', 'update', 'a history entry', async ({ client, service, tag }) => {
  const id = await firstEventOf(service, await createApplication(service, tag));
  return checked(
    client.from('application_events').update({ to_status: 'hired' }).eq('id', id),
    async () => (await rowById(service, 'application_events', id))?.to_status === 'hired',
  );
});

scenario('application_events', 'delete', 'a history entry', async ({ client, service, tag }) => {
  const id = await firstEventOf(service, await createApplication(service, tag));
  return checked(
    client.from('application_events').delete().eq('id', id),
    async () => !(await rowExists(service, 'application_events', id)),
  );
});
