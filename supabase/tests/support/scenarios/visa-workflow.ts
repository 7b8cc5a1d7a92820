import { checked, scenario, visible, type Outcome } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';
import { seedUsers } from '../personas.js';

type Service = Parameters<typeof rowById>[0];
const candidate = seedUsers.candidate.id;

async function createCase(service: Service, tag: string): Promise<number> {
  return insertRow(service, 'visa_cases', {
    candidate_id: candidate,
    destination_country: 'united-kingdom',
    visa_type: `Skilled Worker ${tag}`,
    status: 'in_progress',
  });
}

async function createNote(service: Service, tag: string, shared: boolean): Promise<number> {
  const caseId = await createCase(service, tag);
  return insertRow(service, 'visa_case_notes', {
    case_id: caseId,
    author_id: seedUsers.admin.id,
    body: `Note ${tag}`,
    visible_to_candidate: shared,
  });
}

const versionOf = async (service: Service, caseId: number) =>
  ((await rowById(service, 'visa_cases', caseId))?.version as number | undefined) ?? 1;

// ---------------------------------------------------------------------------------------------
// route templates: reference data for admins, written only by migrations
// ---------------------------------------------------------------------------------------------
for (const [table, what] of [
  ['visa_route_templates', 'a visa route template'],
  ['visa_route_template_steps', 'a step of a visa route template'],
] as const) {
  scenario(table, 'select', what, ({ client }) =>
    visible(client.from(table).select('id').limit(1)),
  );
  scenario(table, 'insert', what, async ({ client, service, tag }) => {
    // One row type for both tables: TypeScript cannot pair each table with its own shape here.
    const row: Record<string, unknown> =
      table === 'visa_route_templates'
        ? { destination_country: 'canada', route_name: `Route ${tag}` }
        : { template_id: 1, position: 90, title: `Step ${tag}` };
    return checked(client.from(table).insert(row), async () => {
      const column = table === 'visa_route_templates' ? 'route_name' : 'title';
      const { data } = await service
        .from(table)
        .select('id')
        .eq(column, Object.values(row)[1] as string);
      return (data?.length ?? 0) > 0;
    });
  });
  scenario(table, 'update', what, async ({ client, service, tag }) => {
    const column = table === 'visa_route_templates' ? 'summary' : 'description';
    return checked(
      client
        .from(table)
        .update({ [column]: `Changed ${tag}` })
        .eq('id', 1),
      async () => (await rowById(service, table, 1))?.[column] === `Changed ${tag}`,
    );
  });
  scenario(table, 'delete', what, async ({ client, service }) => {
    const id = table === 'visa_route_templates' ? 6 : 2;
    return checked(
      client.from(table).delete().eq('id', id),
      async () => !(await rowExists(service, table, id)),
    );
  });
}

// ---------------------------------------------------------------------------------------------
// visa_case_notes: shared notes for the candidate, internal ones for admins; written by the RPC
// ---------------------------------------------------------------------------------------------
scenario(
  'visa_case_notes',
  'select',
  "a shared note on the candidate's visa case",
  async ({ client, service, tag }) => {
    const id = await createNote(service, tag, true);
    return visible(client.from('visa_case_notes').select('id').eq('id', id));
  },
);

scenario(
  'visa_case_notes',
  'select',
  "an internal note on the candidate's visa case",
  async ({ client, service, tag }) => {
    const id = await createNote(service, tag, false);
    return visible(client.from('visa_case_notes').select('id').eq('id', id));
  },
);

scenario(
  'visa_case_notes',
  'insert',
  'a note written directly into the table',
  async ({ client, service, tag }) => {
    const caseId = await createCase(service, tag);
    return checked(
      client.from('visa_case_notes').insert({ case_id: caseId, body: `Direct ${tag}` }),
      async () => {
        const { data } = await service.from('visa_case_notes').select('id').eq('case_id', caseId);
        return (data?.length ?? 0) > 0;
      },
    );
  },
);

scenario(
  'visa_case_notes',
  'update',
  "rewording a note on the candidate's visa case",
  async ({ client, service, tag }) => {
    const id = await createNote(service, tag, true);
    return checked(
      client
        .from('visa_case_notes')
        .update({ body: `Reworded ${tag}` })
        .eq('id', id),
      async () => (await rowById(service, 'visa_case_notes', id))?.body === `Reworded ${tag}`,
    );
  },
);

scenario(
  'visa_case_notes',
  'delete',
  "a note on the candidate's visa case",
  async ({ client, service, tag }) => {
    const id = await createNote(service, tag, true);
    return checked(
      client.from('visa_case_notes').delete().eq('id', id),
      async () => !(await rowExists(service, 'visa_case_notes', id)),
    );
  },
);

// ---------------------------------------------------------------------------------------------
// the workflow RPCs (listed under the table they change)
// ---------------------------------------------------------------------------------------------
scenario(
  'visa_case_documents',
  'update',
  "accepting the candidate's upload (visa_case_review_document)",
  async ({ client, service, tag }) => {
    const caseId = await createCase(service, tag);
    const id = await insertRow(service, 'visa_case_documents', {
      case_id: caseId,
      name: `Doc ${tag}`,
      file_path: `${candidate}/${tag}.pdf`,
    });
    return checked(
      client.rpc('visa_case_review_document', {
        document_id: id,
        expected_version: await versionOf(service, caseId),
        accept: true,
      }),
      async () => (await rowById(service, 'visa_case_documents', id))?.status === 'accepted',
    );
  },
);

scenario(
  'visa_case_documents',
  'insert',
  'requesting a document (visa_case_request_document)',
  async ({ client, service, tag }) => {
    const caseId = await createCase(service, tag);
    return checked(
      client.rpc('visa_case_request_document', {
        case_id: caseId,
        expected_version: await versionOf(service, caseId),
        name: `Asked ${tag}`,
      }),
      async () => {
        const { data } = await service
          .from('visa_case_documents')
          .select('id')
          .eq('case_id', caseId);
        return (data?.length ?? 0) > 0;
      },
    );
  },
);

scenario(
  'visa_case_steps',
  'update',
  'completing a step (visa_case_set_step)',
  async ({ client, service, tag }) => {
    const caseId = await createCase(service, tag);
    const id = await insertRow(service, 'visa_case_steps', {
      case_id: caseId,
      position: 1,
      title: `Step ${tag}`,
    });
    return checked(
      client.rpc('visa_case_set_step', {
        step_id: id,
        expected_version: await versionOf(service, caseId),
        done: true,
      }),
      async () => (await rowById(service, 'visa_case_steps', id))?.done === true,
    );
  },
);

scenario(
  'visa_cases',
  'update',
  "taking the candidate's visa case (visa_case_take)",
  async ({ client, service, tag }) => {
    const caseId = await createCase(service, tag);
    return checked(
      client.rpc('visa_case_take', {
        case_id: caseId,
        expected_version: await versionOf(service, caseId),
      }),
      async () => (await rowById(service, 'visa_cases', caseId))?.assigned_to !== null,
    );
  },
);

// Seeded: the employer (Maple Tech) hired Arjun Patel, whose case 3 is in progress.
scenario(
  'visa_cases',
  'select',
  "the stage of a hired candidate's visa case (employer_visa_progress)",
  async ({ client }): Promise<Outcome> => {
    const { data, error } = await client.rpc('employer_visa_progress');
    const rows = (data ?? []) as { case_id: number }[];
    return {
      took: !error && rows.some((row) => row.case_id === 3),
      refusal: error ? { code: error.code ?? 'unknown', message: error.message } : null,
    };
  },
);
