import { checked, scenario, visible } from '../attempts.js';
import type { AttemptContext } from '../attempts.js';

// ---------------------------------------------------------------------------------------------
// industries: a reference list everyone reads; only a migration changes it
// ---------------------------------------------------------------------------------------------
async function labelOf(service: AttemptContext['service'], slug: string): Promise<string | null> {
  const { data, error } = await service.from('industries').select('label').eq('slug', slug);
  if (error) throw new Error(error.message);
  return data[0]?.label ?? null;
}

scenario('industries', 'select', 'an industry', async ({ client }) =>
  visible(client.from('industries').select('slug').eq('slug', 'healthcare')),
);

scenario('industries', 'insert', 'a new industry', async ({ client, service }) =>
  checked(
    client.from('industries').insert({ slug: 'piracy', label: 'Piracy', position: 999 }),
    async () => (await labelOf(service, 'piracy')) !== null,
  ),
);

scenario('industries', 'update', 'renaming an industry', async ({ client, service }) =>
  checked(
    client.from('industries').update({ label: 'Renamed' }).eq('slug', 'finance'),
    async () => (await labelOf(service, 'finance')) === 'Renamed',
  ),
);

scenario('industries', 'delete', 'an industry', async ({ client, service }) =>
  checked(
    client.from('industries').delete().eq('slug', 'marketing'),
    async () => (await labelOf(service, 'marketing')) === null,
  ),
);
