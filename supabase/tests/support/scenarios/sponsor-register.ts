import { checked, must, scenario, visible } from '../attempts.js';
import type { AttemptContext } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';

type Service = AttemptContext['service'];

// ---------------------------------------------------------------------------------------------
// the UK Register of Licensed Sponsors as admins import it: admins alone start an import and
// upload its rows; finishing, confirming and discarding go through the admin-only functions
// ---------------------------------------------------------------------------------------------

const registerImport = (service: Service, tag: string) =>
  insertRow(service, 'sponsor_register_imports', { file_name: `matrix-${tag}.csv` });

async function registerRow(service: Service, tag: string): Promise<number> {
  return insertRow(service, 'sponsor_register_entries', {
    import_id: await registerImport(service, tag),
    organisation_name: `Matrix Organisation ${tag}`,
    town: 'Leeds',
  });
}

async function importNamed(service: Service, fileName: string): Promise<boolean> {
  const rows = await must(
    service.from('sponsor_register_imports').select('id').eq('file_name', fileName),
  );
  return rows.length > 0;
}

scenario(
  'sponsor_register_imports',
  'select',
  'a register import',
  async ({ client, service, tag }) => {
    const id = await registerImport(service, tag);
    return visible(client.from('sponsor_register_imports').select('id').eq('id', id));
  },
);
scenario(
  'sponsor_register_imports',
  'insert',
  'starting a register import',
  async ({ client, service, tag }) =>
    checked(
      client.from('sponsor_register_imports').insert({ file_name: `started-${tag}.csv` }),
      () => importNamed(service, `started-${tag}.csv`),
    ),
);
scenario(
  'sponsor_register_imports',
  'update',
  'marking a register import confirmed',
  async ({ client, service, tag }) => {
    const id = await registerImport(service, tag);
    return checked(
      client.from('sponsor_register_imports').update({ status: 'confirmed' }).eq('id', id),
      async () => (await rowById(service, 'sponsor_register_imports', id))?.status === 'confirmed',
    );
  },
);
scenario(
  'sponsor_register_imports',
  'delete',
  'a register import',
  async ({ client, service, tag }) => {
    const id = await registerImport(service, tag);
    return checked(
      client.from('sponsor_register_imports').delete().eq('id', id),
      async () => !(await rowExists(service, 'sponsor_register_imports', id)),
    );
  },
);

scenario(
  'sponsor_register_entries',
  'select',
  'a row of a register import',
  async ({ client, service, tag }) => {
    const id = await registerRow(service, tag);
    return visible(client.from('sponsor_register_entries').select('id').eq('id', id));
  },
);
scenario(
  'sponsor_register_entries',
  'insert',
  'a row of an uploading register import',
  async ({ client, service, tag }) => {
    const importId = await registerImport(service, tag);
    return checked(
      client
        .from('sponsor_register_entries')
        .insert({ import_id: importId, organisation_name: `Uploaded ${tag}`, town: 'York' }),
      async () =>
        (
          await must(
            service
              .from('sponsor_register_entries')
              .select('id')
              .eq('organisation_name', `Uploaded ${tag}`),
          )
        ).length > 0,
    );
  },
);
scenario(
  'sponsor_register_entries',
  'update',
  'the organisation of a register row',
  async ({ client, service, tag }) => {
    const id = await registerRow(service, tag);
    return checked(
      client
        .from('sponsor_register_entries')
        .update({ organisation_name: `Renamed ${tag}` })
        .eq('id', id),
      async () =>
        (await rowById(service, 'sponsor_register_entries', id))?.organisation_name ===
        `Renamed ${tag}`,
    );
  },
);
scenario(
  'sponsor_register_entries',
  'delete',
  'a row of a register import',
  async ({ client, service, tag }) => {
    const id = await registerRow(service, tag);
    return checked(
      client.from('sponsor_register_entries').delete().eq('id', id),
      async () => !(await rowExists(service, 'sponsor_register_entries', id)),
    );
  },
);
