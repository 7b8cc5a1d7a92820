/**
 * Postgres Changes refused or reduced with Supabase Realtime's errors: bad filters at subscribe
 * time, and the errors a change carries instead of (or beside) its row.
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

describe('Postgres Changes errors', () => {
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

  it('refuses bad filters with Supabase’s messages', async () => {
    const refusal = (filter: string) =>
      hub
        .subscribe(
          recording(
            [{ id: 1, event: '*', schema: 'public', table: 'rt_notes', filter }],
            serviceRole,
          ),
        )
        .then(
          () => 'subscribed',
          (error: Error) => error.message,
        );
    expect(await refusal('score=foo.1')).toBe('Error parsing `filter` params: ["foo", "1"]');
    expect(await refusal('score')).toBe('Error parsing `filter` params: ["score"]');
    expect(await refusal('score=in.1,2')).toBe(
      'Error parsing `filter` params: `in` filter value must be wrapped by parentheses',
    );
    const prefix =
      'Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [event: *, schema: public, table: rt_notes, filters: ';
    expect(await refusal('nope=eq.1')).toBe(
      `${prefix}[{"nope", "eq", "1", false}], select: nil]. Exception: ERROR P0001 (raise_exception) invalid column for filter nope`,
    );
    expect(await refusal('score=eq.abc')).toBe(
      `${prefix}[{"score", "eq", "abc", false}], select: nil]. Exception: ERROR 22P02 (invalid_text_representation) invalid input syntax for type integer: "abc"`,
    );
  });

  it('sends Supabase’s error to subscribers of a table without a primary key', async () => {
    const sub = recording(
      [{ id: 1, event: 'INSERT', schema: 'public', table: 'rt_keyless' }],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    await db.exec(`insert into public.rt_keyless values ('no key')`);
    await settle(db, sub);
    unsubscribe();
    expect(sub.of(1)).toEqual([
      {
        columns: [],
        commit_timestamp: null,
        errors: ['Error 400: Bad Request, no primary key'],
        schema: 'public',
        table: 'rt_keyless',
        record: {},
        type: 'INSERT',
      },
    ]);
    expect(hub.errors).toEqual([]);
  });

  it('leaves out values over 64 bytes of a row over 1 MB, with Supabase’s 413 error', async () => {
    const sub = recording(
      [{ id: 1, event: 'INSERT', schema: 'public', table: 'rt_notes' }],
      serviceRole,
    );
    const unsubscribe = await hub.subscribe(sub);
    await db.query(
      `insert into public.rt_notes (user_id, title, secret) values ($1, 'large', repeat('x', 1100000))`,
      ['00000000-0000-4000-8000-00000000000a'],
    );
    await settle(db, sub);
    unsubscribe();
    const [large] = sub.of(1);
    expect(large?.errors).toEqual(['Error 413: Payload Too Large']);
    expect(large?.record).toMatchObject({ title: 'large' });
    expect(large?.record).not.toHaveProperty('secret');
  });
});
