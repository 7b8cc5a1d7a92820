import { checked, scenario, visible } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

const candidate = seedUsers.candidate.id;
// Seeded: visa case 1 is the candidate's, with seven steps and six checklist documents.
const candidateCase = 1;

async function createCase(service: Parameters<typeof rowById>[0], tag: string): Promise<number> {
  return insertRow(service, 'visa_cases', {
    candidate_id: candidate,
    destination_country: 'canada',
    visa_type: `Work permit ${tag}`,
    status: 'in_progress',
  });
}

// ---------------------------------------------------------------------------------------------
// visa_cases
// ---------------------------------------------------------------------------------------------
scenario('visa_cases', 'select', "the candidate's visa case", ({ client }) =>
  visible(client.from('visa_cases').select('id').eq('id', candidateCase)),
);

// Candidates request support for themselves; the admin opens a case for the candidate.
scenario('visa_cases', 'insert', 'a visa support request', ({ client, persona, userId, service, tag }) =>
  checked(
    client.from('visa_cases').insert({
      candidate_id: persona === 'admin' ? candidate : (userId ?? candidate),
      destination_country: 'australia',
      visa_type: `Request ${tag}`,
      status: 'requested',
    }),
    async () => {
      const { data } = await service.from('visa_cases').select('id').eq('visa_type', `Request ${tag}`);
      return (data?.length ?? 0) > 0;
    },
  ),
);

scenario('visa_cases', 'update', "the status of the candidate's visa case", async ({ client, service, tag }) => {
  const id = await createCase(service, tag);
  return checked(
    client.from('visa_cases').update({ status: 'approved' }).eq('id', id),
    async () => (await rowById(service, 'visa_cases', id))?.status === 'approved',
  );
});

scenario('visa_cases', 'delete', "the candidate's visa case", async ({ client, service, tag }) => {
  const id = await createCase(service, tag);
  return checked(client.from('visa_cases').delete().eq('id', id), async () => !(await rowExists(service, 'visa_cases', id)));
});

// ---------------------------------------------------------------------------------------------
// visa_case_steps
// ---------------------------------------------------------------------------------------------
async function createStep(service: Parameters<typeof rowById>[0], tag: string): Promise<number> {
  const caseId = await createCase(service, tag);
  return insertRow(service, 'visa_case_steps', { case_id: caseId, position: 1, title: `Step ${tag}` });
}

scenario('visa_case_steps', 'select', "a step of the candidate's visa case", ({ client }) =>
  visible(client.from('visa_case_steps').select('id').eq('case_id', candidateCase)),
);

scenario('visa_case_steps', 'insert', "a step in the candidate's visa case", async ({ client, service, tag }) => {
  const caseId = await createCase(service, tag);
  return checked(client.from('visa_case_steps').insert({ case_id: caseId, position: 1, title: `Step ${tag}` }), async () => {
    const { data } = await service.from('visa_case_steps').select('id').eq('case_id', caseId);
    return (data?.length ?? 0) > 0;
  });
});

scenario('visa_case_steps', 'update', "completing a step of the candidate's visa case", async ({ client, service, tag }) => {
  const id = await createStep(service, tag);
  return checked(
    client.from('visa_case_steps').update({ done: true }).eq('id', id),
    async () => (await rowById(service, 'visa_case_steps', id))?.done === true,
  );
});

scenario('visa_case_steps', 'delete', "a step of the candidate's visa case", async ({ client, service, tag }) => {
  const id = await createStep(service, tag);
  return checked(client.from('visa_case_steps').delete().eq('id', id), async () => !(await rowExists(service, 'visa_case_steps', id)));
});

// ---------------------------------------------------------------------------------------------
// visa_case_documents
// ---------------------------------------------------------------------------------------------
async function createDocument(service: Parameters<typeof rowById>[0], tag: string): Promise<number> {
  const caseId = await createCase(service, tag);
  return insertRow(service, 'visa_case_documents', { case_id: caseId, name: `Document ${tag}` });
}

scenario('visa_case_documents', 'select', "a document of the candidate's visa case", ({ client }) =>
  visible(client.from('visa_case_documents').select('id').eq('case_id', candidateCase)),
);

scenario('visa_case_documents', 'insert', "a document in the candidate's visa case", async ({ client, service, tag }) => {
  const caseId = await createCase(service, tag);
  return checked(client.from('visa_case_documents').insert({ case_id: caseId, name: `Document ${tag}` }), async () => {
    const { data } = await service.from('visa_case_documents').select('id').eq('case_id', caseId);
    return (data?.length ?? 0) > 0;
  });
});

scenario('visa_case_documents', 'update', "attaching a file to the candidate's visa document", async ({ client, service, tag }) => {
  const id = await createDocument(service, tag);
  const path = `${candidate}/${tag}.pdf`;
  return checked(
    client.from('visa_case_documents').update({ file_path: path }).eq('id', id),
    async () => (await rowById(service, 'visa_case_documents', id))?.file_path === path,
  );
});

scenario('visa_case_documents', 'update', "marking the candidate's visa document received", async ({ client, service, tag }) => {
  const id = await createDocument(service, tag);
  return checked(
    client.from('visa_case_documents').update({ received: true }).eq('id', id),
    async () => (await rowById(service, 'visa_case_documents', id))?.received === true,
  );
});

scenario('visa_case_documents', 'delete', "a document of the candidate's visa case", async ({ client, service, tag }) => {
  const id = await createDocument(service, tag);
  return checked(
    client.from('visa_case_documents').delete().eq('id', id),
    async () => !(await rowExists(service, 'visa_case_documents', id)),
  );
});
