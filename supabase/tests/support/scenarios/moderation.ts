import { checked, visible } from '../attempts.js';
import { scenario } from '../attempts.js';
import { createJob, jobRow, rowById } from '../fixtures.js';
import { seedUsers } from '../personas.js';
import type { SupabaseClient } from '@globalhire/supabase-local/testing';

const employer = seedUsers.employer.id;
const liveJob = 1;
/** Fjord Marine, renamed from Fjord Shipping (supabase/seeds/60_moderation.sql). */
const renamed = { id: '00000000-0000-4000-8000-00000000f10d', oldSlug: 'fjord-shipping' };

async function setBlocked(service: SupabaseClient, id: string, blocked: boolean): Promise<void> {
  const { error } = await service
    .from('profiles')
    .update({ blocked_at: blocked ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw new Error(`Fixture failed: ${error.message}`);
}

/** Runs an attempt while an account is blocked, and unblocks it whatever happens. */
async function whileBlocked<T>(service: SupabaseClient, id: string, attempt: () => Promise<T>): Promise<T> {
  await setBlocked(service, id, true);
  try {
    return await attempt();
  } finally {
    await setBlocked(service, id, false);
  }
}

// ---------------------------------------------------------------------------------------------
// blocked employers: their jobs leave the public site; they cannot post or edit jobs
// ---------------------------------------------------------------------------------------------
scenario('jobs', 'select', 'a live job of the employer while it is blocked', ({ client, service }) =>
  whileBlocked(service, employer, () => visible(client.from('jobs').select('id').eq('id', liveJob))),
);

// Employers try for their own (blocked) company; everyone else names the blocked demo employer.
scenario('jobs', 'insert', "a job for one's own company while blocked", ({ client, persona, userId, service, tag }) => {
  const company = persona === 'employer' || persona === 'otherEmployer' ? userId! : employer;
  return whileBlocked(service, company, () =>
    checked(client.from('jobs').insert(jobRow(company, tag)), async () => {
      const { data } = await service.from('jobs').select('id').eq('title', `Test job ${tag}`);
      return (data?.length ?? 0) > 0;
    }),
  );
});

scenario('jobs', 'update', "the title of one's own draft job while blocked", async ({ client, service, tag }) => {
  const id = await createJob(service, tag, { status: 'draft' });
  return whileBlocked(service, employer, () =>
    checked(
      client.from('jobs').update({ title: `Retitled ${tag}` }).eq('id', id),
      async () => (await rowById(service, 'jobs', id))?.title === `Retitled ${tag}`,
    ),
  );
});

scenario('profiles', 'update', 'blocking the other employer', async ({ client, service }) => {
  const target = seedUsers.otherEmployer.id;
  try {
    return await checked(
      client
        .from('profiles')
        .update({ blocked_at: new Date().toISOString(), blocked_reason: 'Misleading adverts (RLS matrix).' })
        .eq('id', target),
      async () => (await rowById(service, 'profiles', target))?.blocked_at != null,
    );
  } finally {
    await setBlocked(service, target, false);
  }
});

// ---------------------------------------------------------------------------------------------
// company_slug_history: public, written only by the rename trigger
// ---------------------------------------------------------------------------------------------
async function oldSlugOwner(service: SupabaseClient, slug: string): Promise<string | null> {
  const { data, error } = await service.from('company_slug_history').select('profile_id').eq('slug', slug).maybeSingle();
  if (error) throw new Error(error.message);
  return data?.profile_id ?? null;
}

scenario('company_slug_history', 'select', "a renamed company's old slug", ({ client }) =>
  visible(client.from('company_slug_history').select('slug').eq('slug', renamed.oldSlug)),
);

scenario('company_slug_history', 'insert', 'an old slug for the employer', ({ client, service, tag }) => {
  const slug = `old-${tag.toLowerCase()}`;
  return checked(
    client.from('company_slug_history').insert({ slug, profile_id: employer }),
    async () => (await oldSlugOwner(service, slug)) !== null,
  );
});

scenario('company_slug_history', 'update', 'pointing an old slug at another company', ({ client, service }) =>
  checked(
    client.from('company_slug_history').update({ profile_id: employer }).eq('slug', renamed.oldSlug),
    async () => (await oldSlugOwner(service, renamed.oldSlug)) === employer,
  ),
);

scenario('company_slug_history', 'delete', "a renamed company's old slug", ({ client, service }) =>
  checked(
    client.from('company_slug_history').delete().eq('slug', renamed.oldSlug),
    async () => (await oldSlugOwner(service, renamed.oldSlug)) === null,
  ),
);
