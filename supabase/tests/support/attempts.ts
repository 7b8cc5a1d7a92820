import type { SupabaseClient } from '@globalhire/supabase-local/testing';
import type { Persona } from './personas.js';
import { scenarioKey, type Operation } from './rls-expectations.js';

export interface AttemptContext {
  persona: Persona;
  /** The persona's own client (the anon key for the anonymous visitor). */
  client: SupabaseClient;
  /** The persona's user id; null for the anonymous visitor. */
  userId: string | null;
  /** Service-role client: prepares subjects and checks what really happened. */
  service: SupabaseClient;
  /** Unique per case, so values written by one case never match another's. */
  tag: string;
}

/** Why the backend refused, when it said so (a refusal can also be silent: no row touched). */
export interface Refusal {
  code: string;
  message: string;
}

export interface Outcome {
  /** Whether the attempt took effect, as seen afterwards through the service role. */
  took: boolean;
  refusal: Refusal | null;
}

export type Attempt = (context: AttemptContext) => Promise<Outcome>;

interface ErrorLike {
  code?: string;
  message: string;
}

function refusalOf(error: ErrorLike | null | undefined): Refusal | null {
  return error ? { code: error.code ?? 'unknown', message: error.message } : null;
}

/** A read: it took effect when at least one row came back. */
export async function visible(
  query: PromiseLike<{ data: unknown[] | null; error: ErrorLike | null }>,
): Promise<Outcome> {
  const { data, error } = await query;
  return { took: !error && (data?.length ?? 0) > 0, refusal: refusalOf(error) };
}

/** A write whose effect is checked afterwards through the service role. */
export async function checked(
  write: PromiseLike<{ error: ErrorLike | null }>,
  tookEffect: () => Promise<boolean>,
): Promise<Outcome> {
  const { error } = await write;
  return { took: await tookEffect(), refusal: refusalOf(error) };
}

/** Throws unless a fixture step worked: a broken fixture must never pass as a refusal. */
export async function must<T>(step: PromiseLike<{ data: T | null; error: ErrorLike | null }>): Promise<T> {
  const { data, error } = await step;
  if (error || data === null) throw new Error(`Fixture failed: ${error?.message ?? 'no data'}`);
  return data;
}

const registry = new Map<string, Attempt>();

export function scenario(table: string, operation: Operation, name: string, attempt: Attempt): void {
  const key = scenarioKey({ table, operation, scenario: name });
  if (registry.has(key)) throw new Error(`Scenario defined twice: ${key}`);
  registry.set(key, attempt);
}

export function attemptFor(key: string): Attempt | undefined {
  return registry.get(key);
}

export function registeredScenarioKeys(): string[] {
  return [...registry.keys()];
}
