import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyTimeZones } from '../../packages/data/src/calendar/timeZones.js';
import { createApplication } from './support/fixtures.js';
import { invitation } from './support/interviews.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Interviews keep a zone by its current IANA name, whatever name the browser sent.

let server: TestServer;
let employer: SupabaseClient;
let candidate: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  [employer, candidate] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.candidate.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

describe('time zone names on interviews', () => {
  it("stores the employer's Asia/Calcutta as Asia/Kolkata and the candidate's Europe/Kiev as Europe/Kyiv", async () => {
    const applicationId = await createApplication(server.serviceClient(), `tz-${Date.now()}`);
    const scheduled = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { time_zone: 'Asia/Calcutta' }),
    );
    expect(scheduled.error).toBeNull();
    const interview = scheduled.data as { id: number; version: number; time_zone: string };
    expect(interview.time_zone).toBe('Asia/Kolkata');

    const answered = await candidate.rpc('respond_to_interview', {
      interview_id: interview.id,
      expected_version: interview.version,
      response: 'accepted',
      time_zone: 'Europe/Kiev',
    });
    expect(answered.error).toBeNull();
    expect(answered.data).toMatchObject({ candidate_time_zone: 'Europe/Kyiv' });
  });

  it('maps every retired name the site maps, to the same current name', async () => {
    const applicationId = await createApplication(server.serviceClient(), `tz-all-${Date.now()}`);
    const scheduled = await employer.rpc('schedule_interview', invitation(applicationId));
    expect(scheduled.error).toBeNull();
    const id = (scheduled.data as { id: number }).id;
    for (const [legacy, current] of Object.entries(legacyTimeZones)) {
      const { data, error } = await server
        .serviceClient()
        .from('interviews')
        .update({ time_zone: legacy })
        .eq('id', id)
        .select('time_zone')
        .single();
      expect(error, legacy).toBeNull();
      expect(data?.time_zone, legacy).toBe(current);
    }
  });

  it('holds no retired name among the interviews stored so far', async () => {
    const { data, error } = await server
      .serviceClient()
      .from('interviews')
      .select('time_zone, candidate_time_zone');
    expect(error).toBeNull();
    const stored = (data ?? []).flatMap((row) => [row.time_zone, row.candidate_time_zone]);
    expect(stored).toContain('Asia/Kolkata');
    for (const legacy of Object.keys(legacyTimeZones)) expect(stored).not.toContain(legacy);
  });
});
