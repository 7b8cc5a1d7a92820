import { randomUUID } from 'node:crypto';
import { checked, scenario, visible } from '../attempts.js';
import { createJob, createLiveJob, jobRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

const candidate = seedUsers.candidate.id;
const employer = seedUsers.employer.id;

// Seeded jobs (supabase/seed.sql): 1 live (the employer's), 6 pending (the employer's),
// 7 pending (the other employer's), 8 rejected, 9 expired and 10 draft (the employer's).
const liveJob = 1;

// ---------------------------------------------------------------------------------------------
// profiles
// ---------------------------------------------------------------------------------------------
scenario('profiles', 'select', "the candidate's profile", ({ client }) =>
  visible(client.from('profiles').select('id').eq('id', candidate)),
);

scenario('profiles', 'select', "a verified employer's company fields", ({ client }) =>
  visible(client.from('profiles').select('id, company_name, slug, website').eq('id', employer)),
);

// The table refuses the column to every API role; profile_details gives it to those allowed.
scenario('profiles', 'select', "a verified employer's contact e-mail", ({ client }) =>
  visible(client.from('profile_details').select('email').eq('id', employer).not('email', 'is', null)),
);

scenario('profiles', 'select', 'an employer awaiting verification', ({ client }) =>
  visible(client.from('profiles').select('id').eq('id', seedUsers.pendingEmployer.id)),
);

scenario('profiles', 'insert', 'a profile row for oneself', ({ client, userId, service }) => {
  const id = userId ?? randomUUID();
  return checked(
    client.from('profiles').insert({ id, user_type: 'candidate', headline: 'Inserted by hand' }),
    async () => (await rowById(service, 'profiles', id))?.headline === 'Inserted by hand',
  );
});

scenario('profiles', 'update', "the candidate's headline", ({ client, service, tag }) =>
  checked(
    client.from('profiles').update({ headline: `Headline ${tag}` }).eq('id', candidate),
    async () => (await rowById(service, 'profiles', candidate))?.headline === `Headline ${tag}`,
  ),
);

// Each user tries to promote themselves; the admin (already one) promotes a pending candidate.
scenario('profiles', 'update', 'making an account an admin', ({ client, userId, persona, service }) => {
  const target = persona === 'admin' ? seedUsers.pendingCandidate.id : (userId ?? candidate);
  return checked(
    client.from('profiles').update({ user_type: 'admin' }).eq('id', target),
    async () => (await rowById(service, 'profiles', target))?.user_type === 'admin',
  );
});

scenario('profiles', 'update', 'verifying the employer awaiting verification', async ({ client, service }) => {
  const target = seedUsers.pendingEmployer.id;
  await service.from('profiles').update({ employer_status: 'pending' }).eq('id', target);
  return checked(
    client.from('profiles').update({ employer_status: 'verified' }).eq('id', target),
    async () => (await rowById(service, 'profiles', target))?.employer_status === 'verified',
  );
});

scenario('profiles', 'delete', "the candidate's profile", ({ client, service }) =>
  checked(client.from('profiles').delete().eq('id', candidate), async () => !(await rowExists(service, 'profiles', candidate))),
);

// ---------------------------------------------------------------------------------------------
// jobs
// ---------------------------------------------------------------------------------------------
scenario('jobs', 'select', 'a live job', ({ client }) => visible(client.from('jobs').select('id').eq('id', liveJob)));
scenario('jobs', 'select', "the employer's pending job", ({ client }) => visible(client.from('jobs').select('id').eq('id', 6)));
scenario('jobs', 'select', "the employer's expired job", ({ client }) => visible(client.from('jobs').select('id').eq('id', 9)));
scenario('jobs', 'select', "the employer's draft job", ({ client }) => visible(client.from('jobs').select('id').eq('id', 10)));
scenario('jobs', 'select', "the other employer's pending job", ({ client }) =>
  visible(client.from('jobs').select('id').eq('id', 7)),
);
scenario('jobs', 'select', 'a rejected job', ({ client }) => visible(client.from('jobs').select('id').eq('id', 8)));

async function jobTitled(service: Parameters<typeof rowById>[0], title: string): Promise<boolean> {
  const { data, error } = await service.from('jobs').select('id').eq('title', title);
  if (error) throw new Error(error.message);
  return data.length > 0;
}

// The anonymous visitor and candidates name the employer's company; the admin posts for it.
function companyFor(persona: string, userId: string | null): string {
  return persona === 'employer' || persona === 'otherEmployer' ? userId! : employer;
}

scenario('jobs', 'insert', "a job for one's own company", ({ client, persona, userId, service, tag }) =>
  checked(client.from('jobs').insert(jobRow(companyFor(persona, userId), tag)), () => jobTitled(service, `Test job ${tag}`)),
);

scenario('jobs', 'insert', 'an already approved job', ({ client, persona, userId, service, tag }) =>
  checked(client.from('jobs').insert(jobRow(companyFor(persona, userId), tag, { approved: true })), () =>
    jobTitled(service, `Test job ${tag}`),
  ),
);

scenario('jobs', 'insert', 'an already featured job', ({ client, persona, userId, service, tag }) =>
  checked(client.from('jobs').insert(jobRow(companyFor(persona, userId), tag, { featured: true })), () =>
    jobTitled(service, `Test job ${tag}`),
  ),
);

scenario('jobs', 'update', "the title of the employer's draft job", async ({ client, service, tag }) => {
  const id = await createJob(service, tag, { status: 'draft' });
  return checked(
    client.from('jobs').update({ title: `Retitled ${tag}` }).eq('id', id),
    async () => (await rowById(service, 'jobs', id))?.title === `Retitled ${tag}`,
  );
});

scenario('jobs', 'update', "approving the employer's pending job", async ({ client, service, tag }) => {
  const id = await createJob(service, tag);
  return checked(
    client.from('jobs').update({ approved: true }).eq('id', id),
    async () => (await rowById(service, 'jobs', id))?.approved === true,
  );
});

scenario('jobs', 'update', "rejecting the employer's pending job", async ({ client, service, tag }) => {
  const id = await createJob(service, tag);
  return checked(
    client.from('jobs').update({ approved: false, rejection_reason: 'Not a job we list.' }).eq('id', id),
    async () => (await rowById(service, 'jobs', id))?.approved === false,
  );
});

scenario('jobs', 'update', "featuring the employer's live job", async ({ client, service, tag }) => {
  const id = await createLiveJob(service, tag);
  return checked(
    client.from('jobs').update({ featured: true }).eq('id', id),
    async () => (await rowById(service, 'jobs', id))?.featured === true,
  );
});

scenario('jobs', 'delete', "the employer's draft job", async ({ client, service, tag }) => {
  const id = await createJob(service, tag, { status: 'draft' });
  return checked(client.from('jobs').delete().eq('id', id), async () => !(await rowExists(service, 'jobs', id)));
});
