/**
 * Postgres Changes as the subscriber: row-level security decides which inserted and updated
 * rows reach whom, column privileges which values, and deletes carry only the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import {
  changesTables,
  openChangesDatabase,
  recording,
  serviceRole,
  settle,
  startHub,
  userAuth,
  type ChangesDatabase,
} from './realtime-changes-setup.js';

const alice = '00000000-0000-4000-8000-00000000000a';
const bob = '00000000-0000-4000-8000-00000000000b';
const notes = { event: '*' as const, schema: 'public', table: 'rt_notes' };

describe('Postgres Changes as the subscriber', () => {
  let opened: ChangesDatabase;
  let db: Database;
  let hub: Awaited<ReturnType<typeof startHub>>;

  beforeAll(async () => {
    opened = await openChangesDatabase();
    db = opened.db;
    await db.exec(changesTables);
    hub = await startHub(db);
  });

  afterAll(async () => {
    await hub?.hub.stop();
    await opened?.close();
  });

  const insertNote = async (owner: string, title: string) => {
    const { rows } = await db.query<{ id: number }>(
      `insert into public.rt_notes (user_id, title, secret) values ($1, $2, 'hidden') returning id`,
      [owner, title],
    );
    return rows[0]?.id as number;
  };

  it('sends each user only the rows its policies let it select', async () => {
    const a = recording([{ id: 1, ...notes }], userAuth(alice));
    const b = recording([{ id: 1, ...notes }], userAuth(bob));
    // A second channel of the same user: one check serves both.
    const a2 = recording([{ id: 7, ...notes, event: 'INSERT' }], userAuth(alice));
    const unsubscribe = await Promise.all([a, b, a2].map((s) => hub.subscribe(s)));
    await insertNote(alice, 'for alice');
    await insertNote(bob, 'for bob');
    await insertNote(alice, 'for alice again');
    await settle(db, a, b, a2);
    unsubscribe.forEach((u) => u());
    const titles = (s: typeof a, id: number) =>
      s.of(id).map((d) => (d.record as { title: string }).title);
    expect(titles(a, 1)).toEqual(['for alice', 'for alice again']);
    expect(titles(a2, 7)).toEqual(['for alice', 'for alice again']);
    expect(titles(b, 1)).toEqual(['for bob']);
  });

  it('checks an updated row as it is now: a note given away reaches its new owner only', async () => {
    const id = await insertNote(alice, 'handed over');
    const a = recording([{ id: 1, ...notes, event: 'UPDATE' }], userAuth(alice));
    const b = recording([{ id: 1, ...notes, event: 'UPDATE' }], userAuth(bob));
    const unsubscribe = await Promise.all([a, b].map((s) => hub.subscribe(s)));
    await db.query('update public.rt_notes set user_id = $1 where id = $2', [bob, id]);
    await settle(db, a, b);
    unsubscribe.forEach((u) => u());
    expect(a.of(1)).toEqual([]);
    expect(b.of(1)).toEqual([
      expect.objectContaining({ record: expect.objectContaining({ id, user_id: bob }) }),
    ]);
  });

  it('leaves out the columns the role may not select', async () => {
    const a = recording([{ id: 1, ...notes, event: 'INSERT' }], userAuth(alice));
    const service = recording([{ id: 1, ...notes, event: 'INSERT' }], serviceRole);
    const unsubscribe = await Promise.all([a, service].map((s) => hub.subscribe(s)));
    await insertNote(alice, 'with a secret');
    await settle(db, a, service);
    unsubscribe.forEach((u) => u());
    const [forAlice] = a.of(1);
    expect(forAlice?.record).toMatchObject({ title: 'with a secret' });
    expect(forAlice?.record).not.toHaveProperty('secret');
    expect((forAlice?.columns as { name: string }[]).map((c) => c.name)).toEqual([
      'id',
      'user_id',
      'title',
      'score',
      'created_at',
    ]);
    expect(service.of(1)[0]?.record).toMatchObject({ secret: 'hidden' });
  });

  it('refuses a filter on a column the role may not select', async () => {
    await expect(
      hub.subscribe(recording([{ id: 1, ...notes, filter: 'secret=eq.x' }], userAuth(alice))),
    ).rejects.toThrow('Exception: ERROR P0001 (raise_exception) invalid column for filter secret');
  });

  it('sends deletes, key only, to every role that may select from the table (RLS cannot apply)', async () => {
    // The insert delivered before the subscribers below join.
    const watcher = recording([], serviceRole);
    const unwatch = await hub.subscribe(watcher);
    const id = await insertNote(alice, 'to delete');
    await settle(db, watcher);
    unwatch();
    const b = recording([{ id: 1, ...notes, event: 'DELETE' }], userAuth(bob));
    const anon = recording([{ id: 1, ...notes }], { role: 'anon', claims: { role: 'anon' } });
    const unsubscribe = await Promise.all([b, anon].map((s) => hub.subscribe(s)));
    await db.query('delete from public.rt_notes where id = $1', [id]);
    await insertNote(bob, 'seen by no anon');
    await settle(db, b, anon);
    unsubscribe.forEach((u) => u());
    expect(b.of(1)).toEqual([expect.objectContaining({ type: 'DELETE', old_record: { id } })]);
    // anon may select nothing of the table: no delete, and Supabase's error instead of the insert.
    expect(anon.of(1)).toEqual([
      expect.objectContaining({ type: 'INSERT', errors: ['Error 401: Unauthorized'], record: {} }),
    ]);
  });

  it('shows nothing to a caller whose policy check fails, and still serves the others', async () => {
    await db.exec(`
      create function public.rt_refuse() returns boolean language plpgsql as $$
        begin raise exception 'policy failed'; end $$;
      create table public.rt_fragile (id int primary key);
      alter table public.rt_fragile enable row level security;
      create policy "fails for bob" on public.rt_fragile for select to authenticated
        using (case when auth.uid() = '${bob}' then public.rt_refuse() else true end);
      alter publication supabase_realtime add table public.rt_fragile;`);
    const fragile = { event: 'INSERT' as const, schema: 'public', table: 'rt_fragile' };
    const a = recording([{ id: 1, ...fragile }], userAuth(alice));
    const b = recording([{ id: 1, ...fragile }], userAuth(bob));
    const unsubscribe = await Promise.all([a, b].map((s) => hub.subscribe(s)));
    await db.exec('insert into public.rt_fragile values (1)');
    await settle(db, a, b);
    unsubscribe.forEach((u) => u());
    expect(a.of(1)).toHaveLength(1);
    expect(b.of(1)).toEqual([]);
    expect(hub.errors).toEqual([
      'realtime: row-level security check on public.rt_fragile failed: policy failed',
    ]);
    hub.errors.length = 0;
  });

  it('follows the caller’s current token', async () => {
    let auth = userAuth(alice);
    const sub = { ...recording([{ id: 1, ...notes, event: 'INSERT' }], auth), auth: () => auth };
    const unsubscribe = await hub.subscribe(sub);
    auth = userAuth(bob);
    await insertNote(alice, 'not for bob');
    await insertNote(bob, 'for bob now');
    await settle(db, sub);
    unsubscribe();
    expect(sub.of(1).map((d) => (d.record as { title: string }).title)).toEqual(['for bob now']);
    expect(hub.errors).toEqual([]);
  });
});
