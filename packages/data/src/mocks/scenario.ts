import { delay, http, type HttpHandler } from 'msw';
import { never, serverError } from './wire';

type Method = 'get' | 'head' | 'post' | 'patch' | 'delete' | 'put' | 'all';

export interface CallSpec<T> {
  method: Method;
  url: string;
  /** Tells this call apart from others on the same URL (e.g. a job by id vs. the search). */
  matches?: (url: URL, request: Request) => boolean;
  respond: (request: Request, data: T) => Response | Promise<Response>;
  /** What the call answers by default: the fixtures. */
  fixture: T;
  /** What "no results" looks like for this call. */
  empty: T;
}

/**
 * A mock of one Supabase call with scenario helpers, so a story can say `handlers.homeStats({...})`,
 * `handlers.homeStats.empty()`, `.error(503)`, `.slow(1500)` or `.loading()`.
 */
export interface MockCall<T> {
  (data?: T): HttpHandler;
  empty(): HttpHandler;
  /** An HTTP error status (500 by default); supabase-js does not retry it, so error states show at once. */
  error(status?: number): HttpHandler;
  slow(ms?: number, data?: T): HttpHandler;
  /** Never answers: the loading state, for as long as the story is open. */
  loading(): HttpHandler;
  readonly fixture: T;
}

export function defineCall<T>(spec: CallSpec<T>): MockCall<T> {
  const handle = (resolve: (request: Request) => Response | Promise<Response> | Promise<never>) =>
    http[spec.method](spec.url, ({ request }) => {
      if (spec.matches && !spec.matches(new URL(request.url), request)) return undefined;
      return resolve(request);
    });
  const call = ((data?: T) => handle((request) => spec.respond(request, data ?? spec.fixture))) as MockCall<T>;
  call.empty = () => handle((request) => spec.respond(request, spec.empty));
  call.error = (status = 500) => handle((request) => serverError(request, status));
  call.slow = (ms = 1500, data?: T) =>
    handle(async (request) => {
      await delay(ms);
      return spec.respond(request, data ?? spec.fixture);
    });
  call.loading = () => handle(() => never() as Promise<never>);
  Object.defineProperty(call, 'fixture', { value: spec.fixture });
  return call;
}

/** A PostgREST filter value as supabase-js writes it, e.g. `eq.5` for `?id=eq.5`. */
export const param = (url: URL, name: string) => url.searchParams.get(name);
