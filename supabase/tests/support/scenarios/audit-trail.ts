import { checked, must, scenario, visible } from '../attempts.js';
import { rowById, rowExists } from '../fixtures.js';

type Service = Parameters<typeof rowById>[0];

// ---------------------------------------------------------------------------------------------
// the audit trail: admins read it; nobody writes it directly (the triggers do, seeds/80_audit.sql)
// ---------------------------------------------------------------------------------------------
async function anEntry(service: Service): Promise<{ id: number; action: string }> {
  return must(service.from('audit_log').select('id, action').order('id').limit(1).single());
}

scenario('audit_log', 'select', 'an entry of the audit trail', async ({ client, service }) => {
  const entry = await anEntry(service);
  return visible(client.from('audit_log').select('id').eq('id', entry.id));
});

scenario(
  'audit_log',
  'insert',
  'an entry written directly into the table',
  async ({ client, service, userId, tag }) => {
    return checked(
      client.from('audit_log').insert({
        actor_id: userId ?? '00000000-0000-4000-8000-0000000000a1',
        action: 'job.approved',
        subject_table: 'jobs',
        subject_id: tag,
      }),
      async () =>
        ((await service.from('audit_log').select('id').eq('subject_id', tag)).data ?? []).length >
        0,
    );
  },
);

scenario('audit_log', 'update', 'rewriting an entry', async ({ client, service }) => {
  const entry = await anEntry(service);
  return checked(
    client.from('audit_log').update({ action: 'job.rewritten' }).eq('id', entry.id),
    async () => (await rowById(service, 'audit_log', entry.id))?.action !== entry.action,
  );
});

scenario('audit_log', 'delete', 'an entry of the audit trail', async ({ client, service }) => {
  const entry = await anEntry(service);
  return checked(
    client.from('audit_log').delete().eq('id', entry.id),
    async () => !(await rowExists(service, 'audit_log', entry.id)),
  );
});
