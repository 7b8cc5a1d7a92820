/**
 * What the load figure sends, through @globalhire/data's own calls, so the requests are the
 * site's: the job search (`searchJobs`: the `search_jobs` RPC with keyword + country, page 1, a
 * third of searches with more than one page then page 2), a job page (`getJob`, the job-detail
 * query) and saving a job then removing it (`saveJob`, `unsaveJob`). Each user action is one of:
 * 60% a search, 15% a job page, 25% save then unsave. Clients share a handful of sessions of the
 * seeded candidate (signing in is bcrypt, slow by design): each client sends its session's
 * access token (supabase-js `accessToken`), as a signed-in browser tab does.
 */
import { getJob, saveJob, searchJobs, unsaveJob, type GlobalHireClient } from '@globalhire/data';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

const CANDIDATE = { email: 'candidate@globalhire.local', password: 'globalhire-demo' };
const KEYWORDS = ['engineer', 'nurse', 'manager', 'analyst', 'teacher', 'accountant'];
const COUNTRIES = ['germany', 'canada', 'australia', 'netherlands', 'united-kingdom'];
/** A request unanswered this long counts as an error (and stops holding a socket). */
const REQUEST_TIMEOUT_MS = 10_000;

export type RequestKind = 'search' | 'search page 2' | 'job page' | 'save' | 'unsave';

interface Step {
  kind: RequestKind;
  /** Skipped (the next action is drawn instead) when this says no, e.g. page 2 of a 1-page search. */
  wanted?: () => boolean;
  run: () => Promise<{ error: { message: string } | null }>;
}

/** One browser tab: a client with a session, and the rest of its current action. */
export interface Actor {
  client: GlobalHireClient;
  userId: string;
  pending: Step[];
}

export interface Session {
  accessToken: string;
  userId: string;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function client(url: string, anonKey: string, accessToken?: string): GlobalHireClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(accessToken ? { accessToken: async () => accessToken } : {}),
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    // An abort, which supabase-js does not retry: each timed request is one attempt.
    db: { timeout: REQUEST_TIMEOUT_MS },
  }) as unknown as GlobalHireClient;
}

/** `count` sign-ins of the seeded candidate. */
export async function signIn(url: string, anonKey: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < count; i += 1) {
    const { data, error } = await client(url, anonKey).auth.signInWithPassword(CANDIDATE);
    if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
    sessions.push({ accessToken: data.session.access_token, userId: data.session.user.id });
  }
  return sessions;
}

/** `count` actors, spread over the sessions, and the live job ids their job pages and saves use. */
export async function makeActors(
  url: string,
  anonKey: string,
  sessions: Session[],
  count: number,
): Promise<{ actors: Actor[]; jobIds: number[] }> {
  const clients = sessions.map((s) => ({
    client: client(url, anonKey, s.accessToken),
    userId: s.userId,
  }));
  const actors = Array.from({ length: count }, (_, i) => {
    const { client: c, userId } = clients[i % clients.length] as (typeof clients)[number];
    return { client: c, userId, pending: [] };
  });
  const first = clients[0];
  if (!first) throw new Error('no session');
  const live = await first.client
    .from('jobs')
    .select('id')
    .eq('status', 'published')
    .eq('approved', true)
    .limit(1000);
  if (live.error || live.data.length === 0) throw new Error(`no live jobs: ${live.error?.message}`);
  return { actors, jobIds: live.data.map((j) => j.id) };
}

function drawAction(actor: Actor, jobIds: number[]): Step[] {
  const roll = Math.random();
  const { client: c, userId } = actor;
  if (roll < 0.6) {
    const filters = { keyword: pick(KEYWORDS), country: pick(COUNTRIES) };
    let total = 0;
    const steps: Step[] = [
      {
        kind: 'search',
        run: async () => {
          const result = await searchJobs(c, { ...filters, page: 1 });
          total = result.data?.total ?? 0;
          return result;
        },
      },
    ];
    // A third of the visitors of a search with more than one page turn to the second.
    if (Math.random() < 1 / 3) {
      steps.push({
        kind: 'search page 2',
        wanted: () => total > 20,
        run: () => searchJobs(c, { ...filters, page: 2 }),
      });
    }
    return steps;
  }
  const jobId = pick(jobIds);
  if (roll < 0.75) return [{ kind: 'job page', run: () => getJob(c, jobId) }];
  return [
    { kind: 'save', run: () => saveJob(c, userId, jobId) },
    { kind: 'unsave', run: () => unsaveJob(c, userId, jobId) },
  ];
}

/** The actor's next request: the rest of its action, else the first of a new one. */
export function nextRequest(actor: Actor, jobIds: number[]): Step {
  for (;;) {
    if (actor.pending.length === 0) actor.pending = drawAction(actor, jobIds);
    const step = actor.pending.shift() as Step;
    if (!step.wanted || step.wanted()) return step;
  }
}

/** Latencies (ms) and errors of one run, per request kind. */
export class Recorder {
  readonly samples: { kind: RequestKind; ms: number }[] = [];
  errors = 0;
  firstError: string | null = null;
  lastDone = 0;

  /** Runs `step`, timing it from `since` (its scheduled time in an open loop). */
  async time(step: Step, since = performance.now()): Promise<void> {
    let failure: string | null = null;
    try {
      failure = (await step.run()).error?.message ?? null;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const now = performance.now();
    this.lastDone = Math.max(this.lastDone, now);
    this.samples.push({ kind: step.kind, ms: now - since });
    if (failure) {
      this.errors += 1;
      this.firstError ??= `${step.kind}: ${failure}`;
    }
  }

  /** Sorted latencies, of one kind or of all. */
  sorted(kind?: RequestKind): number[] {
    return this.samples
      .filter((s) => !kind || s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  }
}

export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
