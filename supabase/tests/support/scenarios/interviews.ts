import { checked, scenario, visible } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';

// Seeded: application 1 is the candidate's to the employer's live job 1 (with interview 1).
const candidateApplication = 1;

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
