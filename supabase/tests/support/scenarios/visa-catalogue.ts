import { checked, must, scenario, visible } from '../attempts.js';
import type { AttemptContext } from '../attempts.js';
import { insertRow, rowById, rowExists } from '../fixtures.js';

// Who may read and write the visa catalogue: the routes, their salary thresholds, the occupation
// codes with their standings on the routes, and the rights a citizenship gives.

type Service = AttemptContext['service'];

// ---------------------------------------------------------------------------------------------
// the visa catalogue: read by everyone, added to and changed by admins only, never deleted
// ---------------------------------------------------------------------------------------------
let next = 0;
/** Letters of their own for each subject ("aa", "ab", ...): codes, tiers and destinations. */
function fresh(): string {
  const n = next++;
  return `${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}${String.fromCharCode(97 + (n % 26))}`;
}

const routeRow = () => ({
  code: `matrix-route-${fresh()}`,
  destination: 'matrixland',
  name: 'A route of the RLS matrix',
  classification: 'anzsco',
  currency: 'NZD',
  official_url: 'https://example.org/route',
});
const thresholdRow = (routeId: number) => ({
  route_id: routeId,
  label: 'A figure of the RLS matrix',
  amount: 50000,
  currency: 'NZD',
  period: 'year',
  effective_from: '2026-01-01',
  source_url: 'https://example.org/figure',
  source_date: '2026-01-01',
});
const occupationRow = () => ({
  classification: 'anzsco',
  code: `M${fresh()}`,
  title: 'An occupation of the RLS matrix',
});
const rightRow = () => ({
  destination: `matrix-${fresh()}`,
  citizenship: 'FR',
  right_kind: 'free_movement',
  basis: 'A right of the RLS matrix',
  source_url: 'https://example.org/right',
  source_date: '2026-01-01',
});

async function seededRouteId(service: Service, code: string): Promise<number> {
  return (
    await must<{ id: number }>(service.from('visa_routes').select('id').eq('code', code).single())
  ).id;
}

const createRoute = (service: Service) => insertRow(service, 'visa_routes', routeRow());
const createThreshold = async (service: Service) =>
  insertRow(service, 'visa_thresholds', thresholdRow(await createRoute(service)));
const createOccupation = (service: Service) =>
  insertRow(service, 'visa_occupations', occupationRow());
const createStanding = async (service: Service) =>
  insertRow(service, 'visa_occupation_routes', {
    occupation_id: await createOccupation(service),
    route_id: await seededRouteId(service, 'nz-aewv'),
    standing: 'eligible',
  });
const createRight = (service: Service) => insertRow(service, 'visa_citizenship_rights', rightRow());

async function existsWhere(
  service: Service,
  table: string,
  column: string,
  value: string | number,
): Promise<boolean> {
  const { data, error } = await service.from(table).select('id').eq(column, value);
  if (error) throw new Error(error.message);
  return data.length > 0;
}

scenario('visa_routes', 'select', 'a visa route', ({ client }) =>
  visible(client.from('visa_routes').select('id').eq('code', 'uk-skilled-worker')),
);
scenario('visa_routes', 'insert', 'a visa route', ({ client, service }) => {
  const row = routeRow();
  return checked(client.from('visa_routes').insert(row), () =>
    existsWhere(service, 'visa_routes', 'code', row.code),
  );
});
scenario('visa_routes', 'update', 'the note of a visa route', async ({ client, service, tag }) => {
  const id = await createRoute(service);
  return checked(
    client
      .from('visa_routes')
      .update({ note: `Note ${tag}` })
      .eq('id', id),
    async () => (await rowById(service, 'visa_routes', id))?.note === `Note ${tag}`,
  );
});
scenario('visa_routes', 'delete', 'a visa route', async ({ client, service }) => {
  const id = await createRoute(service);
  return checked(
    client.from('visa_routes').delete().eq('id', id),
    async () => !(await rowExists(service, 'visa_routes', id)),
  );
});

scenario(
  'visa_thresholds',
  'select',
  'a salary threshold of a route',
  async ({ client, service }) => {
    const route = await seededRouteId(service, 'uk-skilled-worker');
    return visible(client.from('visa_thresholds').select('id').eq('route_id', route));
  },
);
scenario(
  'visa_thresholds',
  'insert',
  'a salary threshold of a route',
  async ({ client, service }) => {
    const route = await createRoute(service);
    return checked(client.from('visa_thresholds').insert(thresholdRow(route)), () =>
      existsWhere(service, 'visa_thresholds', 'route_id', route),
    );
  },
);
scenario(
  'visa_thresholds',
  'update',
  'the note of a salary threshold',
  async ({ client, service, tag }) => {
    const id = await createThreshold(service);
    return checked(
      client
        .from('visa_thresholds')
        .update({ note: `Note ${tag}` })
        .eq('id', id),
      async () => (await rowById(service, 'visa_thresholds', id))?.note === `Note ${tag}`,
    );
  },
);
scenario(
  'visa_thresholds',
  'delete',
  'a salary threshold of a route',
  async ({ client, service }) => {
    const id = await createThreshold(service);
    return checked(
      client.from('visa_thresholds').delete().eq('id', id),
      async () => !(await rowExists(service, 'visa_thresholds', id)),
    );
  },
);

scenario('visa_occupations', 'select', 'an occupation code', async ({ client, service }) => {
  const id = await createOccupation(service);
  return visible(client.from('visa_occupations').select('id').eq('id', id));
});
scenario('visa_occupations', 'insert', 'an occupation code', ({ client, service }) => {
  const row = occupationRow();
  return checked(client.from('visa_occupations').insert(row), () =>
    existsWhere(service, 'visa_occupations', 'code', row.code),
  );
});
scenario(
  'visa_occupations',
  'update',
  'the title of an occupation code',
  async ({ client, service, tag }) => {
    const id = await createOccupation(service);
    return checked(
      client
        .from('visa_occupations')
        .update({ title: `Title ${tag}` })
        .eq('id', id),
      async () => (await rowById(service, 'visa_occupations', id))?.title === `Title ${tag}`,
    );
  },
);
scenario('visa_occupations', 'delete', 'an occupation code', async ({ client, service }) => {
  const id = await createOccupation(service);
  return checked(
    client.from('visa_occupations').delete().eq('id', id),
    async () => !(await rowExists(service, 'visa_occupations', id)),
  );
});

scenario(
  'visa_occupation_routes',
  'select',
  "an occupation's standing on a route",
  async ({ client, service }) => {
    const id = await createStanding(service);
    return visible(client.from('visa_occupation_routes').select('id').eq('id', id));
  },
);
scenario(
  'visa_occupation_routes',
  'insert',
  "an occupation's standing on a route",
  async ({ client, service }) => {
    const occupation = await createOccupation(service);
    const route = await seededRouteId(service, 'nz-aewv');
    return checked(
      client
        .from('visa_occupation_routes')
        .insert({ occupation_id: occupation, route_id: route, standing: 'eligible' }),
      () => existsWhere(service, 'visa_occupation_routes', 'occupation_id', occupation),
    );
  },
);
scenario(
  'visa_occupation_routes',
  'update',
  'making an occupation ineligible on a route',
  async ({ client, service }) => {
    const id = await createStanding(service);
    return checked(
      client.from('visa_occupation_routes').update({ standing: 'ineligible' }).eq('id', id),
      async () => (await rowById(service, 'visa_occupation_routes', id))?.standing === 'ineligible',
    );
  },
);
scenario(
  'visa_occupation_routes',
  'delete',
  "an occupation's standing on a route",
  async ({ client, service }) => {
    const id = await createStanding(service);
    return checked(
      client.from('visa_occupation_routes').delete().eq('id', id),
      async () => !(await rowExists(service, 'visa_occupation_routes', id)),
    );
  },
);

scenario('visa_citizenship_rights', 'select', 'a citizenship right', ({ client }) =>
  visible(
    client
      .from('visa_citizenship_rights')
      .select('id')
      .eq('destination', 'united-kingdom')
      .eq('citizenship', 'IE'),
  ),
);
scenario('visa_citizenship_rights', 'insert', 'a citizenship right', ({ client, service }) => {
  const row = rightRow();
  return checked(client.from('visa_citizenship_rights').insert(row), () =>
    existsWhere(service, 'visa_citizenship_rights', 'destination', row.destination),
  );
});
scenario(
  'visa_citizenship_rights',
  'update',
  'the conditions of a citizenship right',
  async ({ client, service, tag }) => {
    const id = await createRight(service);
    return checked(
      client
        .from('visa_citizenship_rights')
        .update({ conditions: `Conditions ${tag}` })
        .eq('id', id),
      async () =>
        (await rowById(service, 'visa_citizenship_rights', id))?.conditions === `Conditions ${tag}`,
    );
  },
);
scenario(
  'visa_citizenship_rights',
  'delete',
  'a citizenship right',
  async ({ client, service }) => {
    const id = await createRight(service);
    return checked(
      client.from('visa_citizenship_rights').delete().eq('id', id),
      async () => !(await rowExists(service, 'visa_citizenship_rights', id)),
    );
  },
);
