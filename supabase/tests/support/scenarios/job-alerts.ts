import { checked, scenario, visible } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

const candidate = seedUsers.candidate.id;

// ---------------------------------------------------------------------------------------------
// job_alerts: a candidate's own saved searches, nobody else's (admins included)
// ---------------------------------------------------------------------------------------------
// An account keeps at most 20 alerts: the matrix's earlier alerts go before it adds another.
async function alertOfCandidate(
  service: Parameters<typeof rowById>[0],
  tag: string,
): Promise<number> {
  const { error } = await service
    .from('job_alerts')
    .delete()
    .eq('candidate_id', candidate)
    .or('name.like.Alert m*,name.like.Matrix alert *');
  if (error) throw new Error(error.message);
  return insertRow(service, 'job_alerts', {
    candidate_id: candidate,
    name: `Alert ${tag}`,
    frequency: 'daily',
    keyword: `matrix ${tag}`,
  });
}

scenario('job_alerts', 'select', "the candidate's job alert", async ({ client, service, tag }) => {
  const id = await alertOfCandidate(service, tag);
  return visible(client.from('job_alerts').select('id').eq('id', id));
});

scenario(
  'job_alerts',
  'insert',
  'a job alert for oneself',
  async ({ client, userId, service, tag }) => {
    const owner = userId ?? candidate;
    const name = `Matrix alert ${tag}`;
    return checked(
      client
        .from('job_alerts')
        .insert({ candidate_id: owner, name, frequency: 'weekly', country: 'canada' }),
      async () => {
        const { data, error } = await service
          .from('job_alerts')
          .select('id')
          .eq('name', name)
          .eq('candidate_id', owner);
        if (error) throw new Error(error.message);
        return data.length > 0;
      },
    );
  },
);

scenario(
  'job_alerts',
  'update',
  "pausing the candidate's job alert",
  async ({ client, service, tag }) => {
    const id = await alertOfCandidate(service, tag);
    return checked(
      client.from('job_alerts').update({ active: false }).eq('id', id),
      async () => (await rowById(service, 'job_alerts', id))?.active === false,
    );
  },
);

scenario('job_alerts', 'delete', "the candidate's job alert", async ({ client, service, tag }) => {
  const id = await alertOfCandidate(service, tag);
  return checked(
    client.from('job_alerts').delete().eq('id', id),
    async () => !(await rowExists(service, 'job_alerts', id)),
  );
});
