import { checked, must, scenario, visible } from '../attempts.js';
import { insertRow, rowById } from '../fixtures.js';
import { seedUsers } from '../personas.js';

type Service = Parameters<typeof rowById>[0];
const candidate = seedUsers.candidate.id;

/** The candidate's preferences row as the service role leaves it before an attempt. */
async function resetPreferences(service: Service, row: Record<string, unknown> | null): Promise<void> {
  await must(service.from('notification_preferences').delete().eq('user_id', candidate).select('user_id'));
  if (row) await must(service.from('notification_preferences').insert({ user_id: candidate, ...row }).select('user_id'));
}

async function preferences(service: Service) {
  return (await must(service.from('notification_preferences').select('email_enabled, muted_kinds').eq('user_id', candidate)))[0] as
    | { email_enabled: boolean; muted_kinds: string[] }
    | undefined;
}

// ---------------------------------------------------------------------------------------------
// notification preferences: each user's own row only
// ---------------------------------------------------------------------------------------------
scenario('notification_preferences', 'select', "the candidate's email preferences", async ({ client, service }) => {
  await resetPreferences(service, { muted_kinds: ['application_status'] });
  return visible(client.from('notification_preferences').select('user_id').eq('user_id', candidate));
});
scenario('notification_preferences', 'insert', 'email preferences for the candidate', async ({ client, service, tag }) => {
  await resetPreferences(service, null);
  return checked(
    client.from('notification_preferences').insert({ user_id: candidate, muted_kinds: [`kind_${tag.replace(/[^a-z]/gi, '').toLowerCase()}`] }),
    async () => (await preferences(service)) !== undefined,
  );
});
scenario('notification_preferences', 'update', "turning off the candidate's emails", async ({ client, service }) => {
  await resetPreferences(service, { email_enabled: true });
  return checked(
    client.from('notification_preferences').update({ email_enabled: false }).eq('user_id', candidate),
    async () => (await preferences(service))?.email_enabled === false,
  );
});
scenario('notification_preferences', 'delete', "the candidate's email preferences", async ({ client, service }) => {
  await resetPreferences(service, { email_enabled: true });
  return checked(
    client.from('notification_preferences').delete().eq('user_id', candidate),
    async () => (await preferences(service)) === undefined,
  );
});

// A notification's kind is the database's: users only mark notifications read.
scenario('notifications', 'update', "changing the kind of the candidate's notification", async ({ client, service, tag }) => {
  const id = await insertRow(service, 'notifications', { user_id: candidate, kind: 'application_status', title: `Kind ${tag}`, body: '' });
  return checked(
    client.from('notifications').update({ kind: 'general' }).eq('id', id),
    async () => (await rowById(service, 'notifications', id))?.kind === 'general',
  );
});
