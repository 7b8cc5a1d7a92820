/**
 * Postgres Changes: what a subscription receives for inserts, updates and deletes of the
 * published tables, per filter, and what it is refused.
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
  type ChangesDatabase,
} from './realtime-changes-setup.js';

const alice = '00000000-0000-4000-8000-00000000000a';

describe('Postgres Changes', () => {
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

  it('delivers inserts, updates and deletes as Supabase sends them', async () => {
    const sub = recording(
      [{ id: 1, event: '*', schema: 'public', table: 'rt_notes' }],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    const { rows } = await db.query<{ id: number }>(
      `insert into public.rt_notes (user_id, title, score, secret) values ($1, 'first', 1, 's') returning id`,
      [alice],
    );
    const id = rows[0]?.id;
    // Each change in turn: an insert or update is sent only if the row is still there to check
    // against row-level security when the change is processed (as Supabase checks it).
    await settle(db, sub);
    await db.query(`update public.rt_notes set title = 'second' where id = $1`, [id]);
    await settle(db, sub);
    await db.query('delete from public.rt_notes where id = $1', [id]);
    await settle(db, sub);
    unsubscribe();

    const [inserted, updated, deleted] = sub.of(1);
    expect(sub.of(1)).toHaveLength(3);
    expect(inserted).toMatchObject({
      schema: 'public',
      table: 'rt_notes',
      type: 'INSERT',
      errors: null,
      record: { id, user_id: alice, title: 'first', score: 1, secret: 's' },
    });
    expect(inserted).not.toHaveProperty('old_record');
    expect(inserted?.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(inserted?.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'user_id', type: 'uuid' },
      { name: 'title', type: 'text' },
      { name: 'score', type: 'int4' },
      { name: 'secret', type: 'text' },
      { name: 'created_at', type: 'timestamptz' },
    ]);
    // The old row carries the primary key only (REPLICA IDENTITY DEFAULT), as on Supabase.
    expect(updated).toMatchObject({
      type: 'UPDATE',
      record: { id, title: 'second' },
      old_record: { id },
    });
    expect(Object.keys(updated?.old_record as object)).toEqual(['id']);
    expect(deleted).toMatchObject({ type: 'DELETE', old_record: { id } });
    expect(deleted).not.toHaveProperty('record');
  });

  it('sends the whole old row of a REPLICA IDENTITY FULL table, and only the key of a delete under RLS', async () => {
    await db.exec('alter table public.rt_notes replica identity full');
    const sub = recording(
      [
        { id: 1, event: 'UPDATE', schema: 'public', table: 'rt_notes' },
        { id: 2, event: 'DELETE', schema: 'public', table: 'rt_notes' },
      ],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    const { rows } = await db.query<{ id: number }>(
      `insert into public.rt_notes (user_id, title, score) values ($1, 'full', 7) returning id`,
      [alice],
    );
    const id = rows[0]?.id;
    await db.exec(`update public.rt_notes set score = 8 where title = 'full'`);
    await settle(db, sub);
    await db.exec(`delete from public.rt_notes where title = 'full'`);
    await settle(db, sub);
    unsubscribe();
    await db.exec('alter table public.rt_notes replica identity default');
    expect(sub.of(1)[0]?.old_record).toMatchObject({ id, title: 'full', score: 7, user_id: alice });
    // A deleted row cannot be checked against its policies: Supabase sends its key only.
    expect(sub.of(2)[0]?.old_record).toEqual({ id });
  });

  it('applies each filter operator with the column type’s comparison', async () => {
    const filters: Record<string, string> = {
      eq: 'score=eq.3',
      neq: 'score=neq.3',
      lt: 'score=lt.3',
      lte: 'score=lte.3',
      gt: 'score=gt.3',
      gte: 'score=gte.3',
      in: 'score=in.(1,5)',
      // Numbers compare as numbers: 10 > 9, although '10' < '9' as text.
      gtNumeric: 'score=gt.9',
      // Text compares as text, values quoted as realtime-js quotes them.
      inText: 'title=in.("a,b",c)',
      neqText: 'title=neq."a,b"',
      notEq: 'score=not.eq.3',
      like: 'title=like.c%',
      isNull: 'title=is.null',
      both: 'score=gte.2,score=lt.4',
    };
    const names = Object.keys(filters);
    const sub = recording(
      names.map((name, i) => ({
        id: i + 1,
        event: 'INSERT' as const,
        schema: 'public',
        table: 'rt_notes',
        filter: filters[name],
      })),
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    await db.query(
      `insert into public.rt_notes (user_id, score, title)
       select $1, s, case s when 1 then 'a,b' when 3 then 'c' when 10 then null else 'x' end
         from unnest(array[1, 2, 3, 4, 5, 10]) as s`,
      [alice],
    );
    await settle(db, sub);
    unsubscribe();
    const scores = (i: number) => sub.of(i + 1).map((d) => (d.record as { score: number }).score);
    const got = Object.fromEntries(names.map((name, i) => [name, scores(i)]));
    expect(got).toEqual({
      eq: [3],
      neq: [1, 2, 4, 5, 10],
      lt: [1, 2],
      lte: [1, 2, 3],
      gt: [4, 5, 10],
      gte: [3, 4, 5, 10],
      in: [1, 5],
      gtNumeric: [10],
      inText: [1, 3],
      neqText: [2, 3, 4, 5],
      notEq: [1, 2, 4, 5, 10],
      like: [3],
      isNull: [10],
      both: [2, 3],
    });
  });

  it('matches a delete by its primary key, the only old value it carries', async () => {
    const { rows } = await db.query<{ id: number }>(
      `insert into public.rt_notes (user_id, score) values ($1, 42) returning id`,
      [alice],
    );
    const id = rows[0]?.id as number;
    const sub = recording(
      [
        { id: 1, event: 'DELETE', schema: 'public', table: 'rt_notes', filter: `id=eq.${id}` },
        { id: 2, event: 'DELETE', schema: 'public', table: 'rt_notes', filter: 'score=eq.42' },
      ],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    await db.query('delete from public.rt_notes where id = $1', [id]);
    await settle(db, sub);
    unsubscribe();
    expect(sub.of(1)).toEqual([expect.objectContaining({ old_record: { id } })]);
    expect(sub.of(2)).toEqual([]);
  });

  it('delivers nothing of a rolled-back transaction', async () => {
    const sub = recording(
      [{ id: 1, event: '*', schema: 'public', table: 'rt_notes' }],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    await db
      .transaction(async (tx) => {
        await tx.query(`insert into public.rt_notes (user_id, title) values ($1, 'undone')`, [
          alice,
        ]);
        throw new Error('abandon');
      })
      .catch(() => undefined);
    await settle(db, sub);
    unsubscribe();
    expect(sub.of(1)).toEqual([]);
  });

  it('delivers every change of a large transaction, in order', async () => {
    const sub = recording(
      [{ id: 1, event: 'INSERT', schema: 'public', table: 'rt_notes' }],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into public.rt_notes (user_id, score) select $1, s from generate_series(1, 1200) s`,
        [alice],
      );
    });
    await settle(db, sub);
    unsubscribe();
    const scores = sub.of(1).map((d) => (d.record as { score: number }).score);
    expect(scores).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
  });

  it('streams only the publication’s tables, and follows the publication as it changes', async () => {
    const all = recording([{ id: 1, event: '*', schema: 'public' }], serviceRole);
    const unsubscribe = await hub.subscribe(all);
    await db.exec(`insert into public.rt_unpublished values (1, 'quiet')`);
    await settle(db, all);
    expect(all.of(1).map((d) => d.table)).not.toContain('rt_unpublished');

    await expect(
      hub.subscribe(
        recording([{ id: 1, event: '*', schema: 'public', table: 'rt_unpublished' }], serviceRole),
      ),
    ).rejects.toThrow(
      'Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [event: *, schema: public, table: rt_unpublished, filters: [], select: nil]',
    );

    // Added to the publication: subscribable and streamed; removed: its trigger goes.
    await db.exec('alter publication supabase_realtime add table public.rt_unpublished');
    const added = recording(
      [{ id: 1, event: '*', schema: 'public', table: 'rt_unpublished' }],
      serviceRole,
    );
    const unsubscribeAdded = await hub.subscribe(added);
    await db.exec(`insert into public.rt_unpublished values (2, 'heard')`);
    await settle(db, added);
    expect(added.of(1).map((d) => d.record)).toEqual([{ id: 2, note: 'heard' }]);
    unsubscribeAdded();
    unsubscribe();
    await db.exec('alter publication supabase_realtime drop table public.rt_unpublished');
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_trigger where tgrelid = 'public.rt_unpublished'::regclass`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('streams no deletes when the publication publishes only inserts and updates', async () => {
    await db.exec(`alter publication supabase_realtime set (publish = 'insert, update')`);
    try {
      const sub = recording([{ id: 1, event: '*', schema: 'public', table: 'rt_notes' }], serviceRole);
      const unsubscribe = await hub.subscribe(sub);
      const { rows } = await db.query<{ id: number }>(
        `insert into public.rt_notes (user_id, title) values (gen_random_uuid(), 'kept') returning id`,
      );
      await settle(db, sub);
      await db.query('delete from public.rt_notes where id = $1', [rows[0]?.id]);
      await settle(db, sub);
      expect(sub.of(1).map((d) => d.type)).toEqual(['INSERT']);
      unsubscribe();
    } finally {
      await db.exec(`alter publication supabase_realtime set (publish = 'insert, update, delete')`);
    }
  });
});
