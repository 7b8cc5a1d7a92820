import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  emailLocaleOf,
  getNotificationPreferences,
  recordEmailLocale,
  saveNotificationPreferences,
  unsubscribeNotificationEmail,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

// The recipient's time zone and language for emails, and the one-click unsubscribe of a kind.
let backend: Backend;
let candidate: { client: GlobalHireClient; userId: string };
let employer: { client: GlobalHireClient; userId: string };

beforeAll(async () => {
  backend = await startBackend();
  candidate = await backend.as('candidate');
  employer = await backend.as('employer');
});
afterAll(() => backend?.stop());

const sql = async <T>(text: string, values: unknown[] = []) =>
  (await backend.server.server.db.query<T>(text, values)).rows;

const stored = async (userId: string) =>
  (
    await sql<{ time_zone: string | null; locale: string | null; muted_kinds: string[] }>(
      'select time_zone, locale, muted_kinds from public.notification_preferences where user_id = $1',
      [userId],
    )
  )[0];

beforeEach(async () => {
  await sql('delete from public.notification_preferences where user_id = any($1::uuid[])', [
    [candidate.userId, employer.userId],
  ]);
});

const preferences = { email_enabled: true, muted_kinds: [] };

describe("the time zone of a person's emails", () => {
  it('is saved with the preferences and read back', async () => {
    const saved = await saveNotificationPreferences(candidate.client, candidate.userId, {
      ...preferences,
      time_zone: 'Asia/Kolkata',
    });
    expect(saved).toEqual({ data: { ...preferences, time_zone: 'Asia/Kolkata' }, error: null });
    expect((await getNotificationPreferences(candidate.client)).data?.time_zone).toBe(
      'Asia/Kolkata',
    );
    // Saving without a zone keeps the one saved.
    await saveNotificationPreferences(candidate.client, candidate.userId, {
      ...preferences,
      time_zone: null,
    });
    expect((await stored(candidate.userId))?.time_zone).toBe('Asia/Kolkata');
  });

  it('is refused when it is not a time zone, and nothing is written', async () => {
    for (const zone of ['Mars/Olympus_Mons', 'UTC+5', "Europe/London'; drop table x"]) {
      const saved = await saveNotificationPreferences(candidate.client, candidate.userId, {
        ...preferences,
        time_zone: zone,
      });
      expect(saved.error).toMatchObject({ code: '22023', hint: 'time_zone' });
    }
    const recorded = await recordEmailLocale(candidate.client, candidate.userId, {
      timeZone: 'Nowhere/Atlantis',
      locale: 'en-GB',
    });
    expect(recorded.error).toMatchObject({ code: '22023' });
    expect(await stored(candidate.userId)).toBeUndefined();
  });

  it("cannot be set on another person's preferences", async () => {
    await saveNotificationPreferences(employer.client, employer.userId, {
      ...preferences,
      time_zone: 'America/Toronto',
    });
    const saved = await saveNotificationPreferences(candidate.client, employer.userId, {
      ...preferences,
      time_zone: 'Asia/Tokyo',
    });
    expect(saved.error).not.toBeNull();
    const recorded = await recordEmailLocale(candidate.client, employer.userId, {
      timeZone: 'Asia/Tokyo',
      locale: 'ja-JP',
    });
    expect(recorded.error).not.toBeNull();
    expect(await stored(employer.userId)).toMatchObject({
      time_zone: 'America/Toronto',
      locale: null,
    });
  });

  it("records the browser's zone and language once, and never replaces a zone saved", async () => {
    const browser = { timeZone: 'Australia/Perth', locale: 'en-AU-u-ca-buddhist' };
    expect(await recordEmailLocale(candidate.client, candidate.userId, browser)).toEqual({
      data: true,
      error: null,
    });
    expect(await stored(candidate.userId)).toMatchObject({
      time_zone: 'Australia/Perth',
      locale: 'en-AU',
    });
    const elsewhere = { timeZone: 'Europe/Berlin', locale: 'de-DE' };
    expect((await recordEmailLocale(candidate.client, candidate.userId, elsewhere)).data).toBe(
      false,
    );
    expect((await stored(candidate.userId))?.time_zone).toBe('Australia/Perth');
  });

  it('fills a preferences row saved before there was a zone, keeping its choices', async () => {
    await sql(
      `insert into public.notification_preferences (user_id, email_enabled, muted_kinds)
       values ($1, false, '{offer_made}')`,
      [candidate.userId],
    );
    const recorded = await recordEmailLocale(candidate.client, candidate.userId, {
      timeZone: 'America/Sao_Paulo',
      locale: 'pt-BR',
    });
    expect(recorded.data).toBe(true);
    expect(await stored(candidate.userId)).toEqual({
      time_zone: 'America/Sao_Paulo',
      locale: 'pt-BR',
      muted_kinds: ['offer_made'],
    });
  });
});

describe('a language tag for emails', () => {
  it('keeps language, script and region; drops extensions; refuses the rest', () => {
    expect(emailLocaleOf('en-GB')).toBe('en-GB');
    expect(emailLocaleOf('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(emailLocaleOf('de-DE-u-co-phonebk')).toBe('de-DE');
    for (const tag of ['', null, undefined, 'not a tag', 'x', 'en_GB!']) {
      expect(emailLocaleOf(tag)).toBeNull();
    }
  });
});

describe('the one-click unsubscribe of a kind of email', () => {
  it('turns that kind off for the token’s account, signed out, and keeps it off', async () => {
    const [{ token }] = (await sql<{ token: string }>(
      'select private.email_unsubscribe_token($1) as token',
      [candidate.userId],
    )) as [{ token: string }];
    const visitor = backend.anon();
    for (let i = 0; i < 2; i += 1) {
      expect(await unsubscribeNotificationEmail(visitor, token, 'interview_invited')).toEqual({
        data: { status: 'unsubscribed', kind: 'interview_invited' },
        error: null,
      });
    }
    expect((await stored(candidate.userId))?.muted_kinds).toEqual(['interview_invited']);
    const mine = await getNotificationPreferences(candidate.client);
    expect(mine.data).toMatchObject({ email_enabled: true, muted_kinds: ['interview_invited'] });
  });

  it('changes nothing for an unknown token or a kind that is not one', async () => {
    const [{ token }] = (await sql<{ token: string }>(
      'select private.email_unsubscribe_token($1) as token',
      [employer.userId],
    )) as [{ token: string }];
    const visitor = backend.anon();
    const invalid = { data: { status: 'invalid' }, error: null };
    expect(await unsubscribeNotificationEmail(visitor, 'a'.repeat(64), 'offer_made')).toEqual(
      invalid,
    );
    expect(await unsubscribeNotificationEmail(visitor, token, 'Offer Made')).toEqual(invalid);
    expect(await unsubscribeNotificationEmail(visitor, 'not-a-token', 'offer_made')).toEqual(
      invalid,
    );
    expect(await stored(employer.userId)).toBeUndefined();
  });
});
