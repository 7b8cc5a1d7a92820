import { checked, must, scenario, visible } from '../attempts.js';
import { createApplication, createLiveJob, insertRow, rowById, rowExists } from '../fixtures.js';
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

// ---------------------------------------------------------------------------------------------
// interviews
// ---------------------------------------------------------------------------------------------
function interviewRow(applicationId: number, tag: string): Record<string, unknown> {
  return {
    application_id: applicationId,
    scheduled_at: new Date(Date.UTC(2030, 0, 15, 10)).toISOString(),
    location: 'Video call',
    notes: `Interview ${tag}`,
  };
}

scenario('interviews', 'select', "the candidate's interview", ({ client }) =>
  visible(client.from('interviews').select('id').eq('application_id', candidateApplication)),
);

scenario(
  'interviews',
  'insert',
  "an interview for the candidate's application",
  ({ client, service, tag }) =>
    checked(client.from('interviews').insert(interviewRow(candidateApplication, tag)), async () => {
      const { data } = await service
        .from('interviews')
        .select('id')
        .eq('notes', `Interview ${tag}`);
      return (data?.length ?? 0) > 0;
    }),
);

scenario(
  'interviews',
  'update',
  "the notes of the candidate's interview",
  async ({ client, service, tag }) => {
    const id = await insertRow(service, 'interviews', interviewRow(candidateApplication, tag));
    return checked(
      client
        .from('interviews')
        .update({ notes: `Moved ${tag}` })
        .eq('id', id),
      async () => (await rowById(service, 'interviews', id))?.notes === `Moved ${tag}`,
    );
  },
);

scenario('interviews', 'delete', "the candidate's interview", async ({ client, service, tag }) => {
  const id = await insertRow(service, 'interviews', interviewRow(candidateApplication, tag));
  return checked(
    client.from('interviews').delete().eq('id', id),
    async () => !(await rowExists(service, 'interviews', id)),
  );
});

scenario(
  'interviews',
  'update',
  "accepting the candidate's interview invitation",
  async ({ client, service, tag }) => {
    const id = await insertRow(service, 'interviews', interviewRow(candidateApplication, tag));
    return checked(
      client.from('interviews').update({ response: 'accepted' }).eq('id', id),
      async () => (await rowById(service, 'interviews', id))?.response === 'accepted',
    );
  },
);

scenario(
  'interviews',
  'update',
  "moving the time of the candidate's interview",
  async ({ client, service, tag }) => {
    const id = await insertRow(service, 'interviews', interviewRow(candidateApplication, tag));
    const moved = new Date(Date.UTC(2030, 0, 16, 9)).toISOString();
    return checked(
      client.from('interviews').update({ scheduled_at: moved }).eq('id', id),
      async () =>
        new Date(String((await rowById(service, 'interviews', id))?.scheduled_at)).toISOString() ===
        moved,
    );
  },
);

scenario(
  'interviews',
  'update',
  "cancelling the candidate's interview with a reason",
  async ({ client, service, tag }) => {
    const id = await insertRow(service, 'interviews', interviewRow(candidateApplication, tag));
    return checked(
      client
        .from('interviews')
        .update({ status: 'cancelled', cancel_reason: `Cancelled ${tag}` })
        .eq('id', id),
      async () => (await rowById(service, 'interviews', id))?.status === 'cancelled',
    );
  },
);
