import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaVerdictLabels, visaVerdicts } from '@globalhire/data';
import { renderTemplate, templateOf } from '@globalhire/emails';
import { createJob } from './support/fixtures.js';
import { alertEmails, approveJob, lastOutboxId } from './support/job-alert-mail.js';
import { seedUsers, signInPersonas, type SignedInPersonas } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

// "Jobs I can likely take" in the job search: the same jobs as asking each job's verdict, with
// every other filter and the facets, and it follows a change of the catalogue at once.
let server: TestServer;
let signedIn: SignedInPersonas;
const takeable = ['no_visa_needed', 'treaty_route', 'likely_sponsorable'];

/** The live jobs whose verdict for these citizenships is one a person can likely take. */
async function takeableJobIds(citizenships: string[], country?: string): Promise<number[]> {
  let query = signedIn.clients.anonymous.from('jobs').select('id');
  if (country) query = query.eq('country', country);
  const { data, error } = await query;
  if (error) throw new Error(error.message);
  const ids = data.map((row) => row.id);
  const verdicts = await signedIn.clients.anonymous.rpc('visa_verdicts', {
    job_ids: ids,
    citizenships,
  });
  // visa_verdicts answers 100 jobs a call.
  const rest =
    ids.length > 100
      ? await signedIn.clients.anonymous.rpc('visa_verdicts', {
          job_ids: ids.slice(100),
          citizenships,
        })
      : { data: [] };
  const third =
    ids.length > 200
      ? await signedIn.clients.anonymous.rpc('visa_verdicts', {
          job_ids: ids.slice(200),
          citizenships,
        })
      : { data: [] };
  return [...(verdicts.data ?? []), ...(rest.data ?? []), ...(third.data ?? [])]
    .filter((row: { verdict: string }) => takeable.includes(row.verdict))
    .map((row: { job_id: number }) => row.job_id)
    .sort((a: number, b: number) => a - b);
}

async function searchIds(
  args: Record<string, unknown>,
): Promise<{ ids: number[]; total: number; countries: number }> {
  const { data, error } = await signedIn.clients.anonymous.rpc('search_jobs', {
    page_size: 100,
    ...args,
  });
  if (error) throw new Error(error.message);
  const ids: number[] = [];
  for (let page = 1; page <= Math.ceil(data.total / 100); page += 1) {
    const next =
      page === 1
        ? data
        : (await signedIn.clients.anonymous.rpc('search_jobs', { page_size: 100, ...args, page }))
            .data;
    ids.push(...next.jobs.map((job: { id: number }) => job.id));
  }
  const countries = (data.facets.country as { count: number }[]).reduce(
    (sum, f) => sum + f.count,
    0,
  );
  return { ids: ids.sort((a, b) => a - b), total: Number(data.total), countries };
}

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await signInPersonas(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('Jobs I can likely take', () => {
  it('keeps exactly the jobs whose verdict a person can likely take, for their citizenships', async () => {
    for (const citizenships of [['IN'], ['IE'], ['AU'], ['US', 'GB']]) {
      const expected = await takeableJobIds(citizenships);
      const found = await searchIds({ likely_takeable: true, citizenships });
      expect(found.ids, citizenships.join()).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }
  });

  it('works with the other filters and keeps the facets in step', async () => {
    const expected = await takeableJobIds(['IN'], 'united-kingdom');
    const found = await searchIds({
      likely_takeable: true,
      citizenships: ['IN'],
      country: 'united-kingdom',
    });
    expect(found.ids).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    // The country facet counts every country's takeable jobs, whatever country is chosen.
    const all = await searchIds({ likely_takeable: true, citizenships: ['IN'] });
    expect(found.countries).toBe(all.total);
    const none = await searchIds({ likely_takeable: false, country: 'united-kingdom' });
    expect(none.total).toBeGreaterThan(found.total);
  });

  it('follows a change of threshold at once', async () => {
    const before = await takeableJobIds(['IN'], 'united-kingdom');
    const { data: route } = await signedIn.service
      .from('visa_routes')
      .select('id')
      .eq('code', 'uk-skilled-worker')
      .single();
    const { data: current } = await signedIn.service
      .from('visa_thresholds')
      .select('id, amount')
      .eq('route_id', route!.id)
      .is('effective_to', null)
      .single();
    const raise = await signedIn.clients.admin
      .from('visa_thresholds')
      .update({ amount: 500000 })
      .eq('id', current!.id)
      .select('id');
    expect(raise.error).toBeNull();
    try {
      const after = await searchIds({
        likely_takeable: true,
        citizenships: ['IN'],
        country: 'united-kingdom',
      });
      expect(after.total).toBe(0);
      expect(before.length).toBeGreaterThan(0);
      // Irish citizens need no visa in the UK: the threshold does not matter to them.
      const irish = await searchIds({
        likely_takeable: true,
        citizenships: ['IE'],
        country: 'united-kingdom',
      });
      expect(irish.total).toBeGreaterThan(before.length);
    } finally {
      await signedIn.clients.admin
        .from('visa_thresholds')
        .update({ amount: current!.amount })
        .eq('id', current!.id);
    }
    const restored = await searchIds({
      likely_takeable: true,
      citizenships: ['IN'],
      country: 'united-kingdom',
    });
    expect(restored.ids).toEqual(before);
  });
});

describe('job alerts and the visa verdict', () => {
  it('sends an alert kept to "Jobs I can likely take" only the jobs the candidate can likely take', async () => {
    const setCitizenships = (citizenships: string[]) =>
      signedIn.service
        .from('candidate_citizenships')
        .upsert({ candidate_id: seedUsers.candidate.id, citizenships });
    await setCitizenships(['IN']);
    const { data: alert, error } = await signedIn.clients.candidate
      .from('job_alerts')
      .insert({
        candidate_id: seedUsers.candidate.id,
        name: 'UK jobs I can take',
        frequency: 'instant',
        country: 'united-kingdom',
        likely_takeable: true,
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const uk = {
      country: 'united-kingdom',
      city: 'London',
      salary_min: 52000,
      salary_max: 60000,
      salary_currency: 'GBP',
    };
    const before = await lastOutboxId(server);
    // No occupation code: the verdict is unknown for an Indian citizen, so the alert stays quiet.
    const unknown = await createJob(signedIn.service, 'visa-alert-unknown', {
      ...uk,
      title: 'Unclassified analyst',
    });
    await approveJob(server, unknown);
    expect(await alertEmails(server, 'UK jobs I can take', before)).toEqual([]);
    // As an Irish citizen the candidate needs no visa in the UK: the next job is sent, with its verdict.
    await setCitizenships(['IE']);
    const open = await createJob(signedIn.service, 'visa-alert-open', {
      ...uk,
      title: 'Open to Irish citizens',
    });
    await approveJob(server, open);
    const emails = await alertEmails(server, 'UK jobs I can take', before);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email!.text).toContain(
      'Your instant alert looks for jobs in United Kingdom you can likely take.',
    );
    expect(email!.text).toMatch(
      /Job\s+Open to Irish citizens\s+Employer\s+Maple Tech Solutions\s+Location\s+[^\n]+\s+Salary\s+£52,000 - £60,000 per year\s+Visa\s+No visa needed\s/,
    );
    expect(email!.facts).toMatchObject({
      alert: { filters: { likelyTakeable: true, country: 'united-kingdom' } },
      jobs: [{ title: 'Open to Irish citizens', visa: { verdict: 'no_visa_needed', route: null } }],
    });
    expect(email!.text).not.toContain('Unclassified analyst');
    await signedIn.service.from('job_alerts').delete().eq('id', alert!.id);
  });

  it('words each verdict in an email as the site does', async () => {
    const template = templateOf('job_alert')!;
    const sample = template.samples.default as unknown as { jobs: Record<string, unknown>[] };
    for (const verdict of visaVerdicts) {
      const { rows } = await server.server.db.query<{ visa: unknown }>(
        `select private.email_visa_fit(jsonb_build_object('verdict', $1::text, 'route', null)) as visa`,
        [verdict],
      );
      const facts = template.facts.parse({
        ...sample,
        jobs: [{ ...sample.jobs[0], visa: rows[0]!.visa }],
      });
      const { text } = await renderTemplate(template, facts, 'https://globalhire.test');
      expect(text).toMatch(new RegExp(`Visa\\s+${visaVerdictLabels[verdict]}\\s`));
    }
  });
});
