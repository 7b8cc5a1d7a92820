import { HttpResponse } from 'msw';
import type { Profile } from '../queries/profile';
import { defineCall, param, type MockCall } from './scenario';
import { restUrl, writeResponse } from './wire';

type Row = Record<string, unknown>;

const eqValue = (url: URL, name: string) => {
  const value = param(url, name);
  return value?.startsWith('eq.') ? value.slice(3) : undefined;
};

function selected(url: URL, row: Row): Row {
  const select = param(url, 'select');
  if (!select || select === '*') return row;
  return Object.fromEntries(select.split(',').map((column) => [column, row[column]]));
}

/**
 * A profile write as @globalhire/data makes it: `PATCH /profiles` (the table answers with public
 * columns only, so the id comes back) and then one `GET /profile_details` for that id, which reads
 * the saved row back. `build` returns the row after the write; the read-back answers it once.
 */
export function profileWriteCall(
  build: (request: Request, base: Profile, id: string) => Promise<Profile>,
  fixture: Profile,
): MockCall<Profile> {
  const saved = new Map<string, Profile>();
  return defineCall<Profile>({
    method: 'all',
    url: `${restUrl('')}:table`,
    matches: (url, request) =>
      (request.method === 'PATCH' && url.pathname.endsWith('/profiles')) ||
      (request.method === 'GET' &&
        url.pathname.endsWith('/profile_details') &&
        saved.has(eqValue(url, 'id') ?? '')),
    respond: async (request, base) => {
      const url = new URL(request.url);
      const id = eqValue(url, 'id') ?? base.id;
      if (request.method === 'GET') {
        const row = saved.get(id)!;
        saved.delete(id);
        const single = (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
        const body = selected(url, row);
        return HttpResponse.json(single ? body : [body], { headers: { 'Content-Range': '0-0/*' } });
      }
      const row = await build(request, base, id);
      saved.set(id, row);
      return writeResponse(request, [selected(url, row)]);
    },
    fixture,
    empty: fixture,
  });
}
