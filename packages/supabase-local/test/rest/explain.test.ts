import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import {
  demoAccounts,
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

let t: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  t = await startTestServer();
  await createFixtures(t.server.db);
  db = t.client();
});
afterAll(async () => {
  await t?.stop();
});

async function notes(body: string): Promise<number | null> {
  const { count } = await t
    .serviceClient()
    .from('rest_notes')
    .select('*', { count: 'exact', head: true })
    .eq('body', body);
  return count;
}

interface JsonPlan {
  Plan: Record<string, unknown>;
  'Execution Time'?: number;
}

describe('explain() with db-plan-enabled off (the default)', () => {
  it('answers 406 PGRST107, the plan media type not being offered', async () => {
    const { status, error } = await db.from('rest_cities').select('name').explain();
    expect(status).toBe(406);
    expect(error).toEqual({
      code: 'PGRST107',
      message:
        'None of these media types are available: application/vnd.pgrst.plan+text; for="application/json"',
      details: null,
      hint: null,
    });
  });

  it('reads [api] db_plan_enabled and db_aggregates_enabled from the config files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sl-plan-'));
    writeFileSync(join(dir, 'config.toml'), '[api]\ndb_plan_enabled = true\n');
    expect(loadConfig(dir).api).toMatchObject({ planEnabled: true, aggregatesEnabled: false });
  });
});

describe('explain() with pgrst.db_plan_enabled set on the authenticator role', () => {
  beforeAll(async () => {
    await t.server.db.exec(`
      do $$ begin
        execute format('alter role authenticator in database %I set pgrst.db_plan_enabled = %L',
                       current_database(), 'on');
      end $$;
      notify pgrst, 'reload config';`);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await db.from('rest_cities').select('name').explain()).status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('answers the plan of the request as JSON or text', async () => {
    const json = await db
      .from('rest_cities')
      .select('name')
      .eq('id', 1)
      .explain({ format: 'json' });
    expect(json.status).toBe(200);
    const [plan] = json.data as unknown as JsonPlan[];
    expect(plan?.Plan['Node Type']).toBe('Aggregate');
    expect(JSON.stringify(plan)).toContain('rest_cities');
    const text = await db.from('rest_cities').select('name').explain();
    expect(text.data).toMatch(/^Aggregate {2}\(cost=/);

    const raw = await fetch(`${t.server.url}/rest/v1/rest_cities?select=name`, {
      headers: {
        apikey: t.server.anonKey,
        Accept:
          'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose|analyze',
      },
    });
    expect(raw.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=analyze|verbose; charset=utf-8',
    );
    const analyzed = (await raw.json()) as JsonPlan[];
    expect(analyzed[0]?.['Execution Time']).toEqual(expect.any(Number));
  });

  it("explains as the caller's role, with its row-level security", async () => {
    const denied = await db.from('rest_private').select('secret').explain();
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
    const { client } = await t.signInAs(
      demoAccounts.candidate.email,
      demoAccounts.candidate.password,
    );
    const own = await client.from('rest_private').select('secret').explain({ verbose: true });
    expect(own.status).toBe(200);
    expect(own.data).toContain('owner');
  });

  it('runs the statement with analyze: a write commits unless rolled back', async () => {
    const rolledBack = await db
      .from('rest_notes')
      .insert({ body: 'explained, rolled back' })
      .rollback()
      .explain({ analyze: true });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.data).toMatch(/Insert on rest_notes/);
    expect(await notes('explained, rolled back')).toBe(0);

    await db.from('rest_notes').insert({ body: 'explained, kept' }).explain({ analyze: true });
    expect(await notes('explained, kept')).toBe(1);
  });

  it('explains calls, read-only for GET as the call itself would be', async () => {
    const call = await db.rpc('rest_add', { a: 1 }).explain({ format: 'json' });
    expect(call.status).toBe(200);
    const write = await db
      .rpc('rest_touch', { note: 'explained call' }, { get: true })
      .explain({ analyze: true });
    expect(write.error?.code).toBe('25006');
    expect(await notes('explained call')).toBe(0);
  });
});
