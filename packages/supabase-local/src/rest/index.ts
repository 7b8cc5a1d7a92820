import type { Database } from '../db/database.js';
import type { RequestAuth } from '../db/request-context.js';
import { closest } from './catalog/fuzzy.js';
import { DEFAULT_SCHEMA, getCatalog } from './catalog/cache.js';
import { errors, RestError } from './errors.js';
import type { RestContext } from './handlers/context.js';
import { handleRead } from './handlers/read.js';
import { handleRpc } from './handlers/rpc.js';
import { handleMutation } from './handlers/write.js';
import { negotiate } from './negotiate.js';
import { openApiDocument } from './openapi.js';
import { parsePrefer } from './parse/prefer.js';
import { parseQuery, parseRangeHeader } from './parse/query.js';
import { errorResponse, type RestResponse } from './respond.js';

export { invalidateCatalog } from './catalog/cache.js';

/** Loads the schema cache (and its DDL watch) ahead of the first request, e.g. at server start. */
export async function warmRestCatalog(db: Database): Promise<void> {
  await getCatalog(db);
}
export type { RestResponse } from './respond.js';

export interface RestRequest {
  db: Database;
  method: string;
  /** After /rest/v1, e.g. '/jobs', '/rpc/fn'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Raw text, '' when none. */
  body: string;
  auth: RequestAuth;
  /** The server's row cap (`[api] max_rows`); 1000 like Supabase when absent. */
  maxRows?: number;
  /** Exposed schemas (`[api] schemas`), the first being the default; `['public']` when absent. */
  schemas?: string[];
  /** `[api] extra_search_path`, after the request's schema; `['public', 'extensions']` when absent. */
  extraSearchPath?: string[];
  /**
   * PostgREST's `db-aggregates-enabled` and `db-plan-enabled` (both off unless set): the
   * database's own `pgrst.*` settings of the authenticator role win, as in PostgREST.
   */
  aggregatesEnabled?: boolean;
  planEnabled?: boolean;
}

const DEFAULT_MAX_ROWS = 1000;

/**
 * PostgREST's schema negotiation: `Accept-Profile` (GET/HEAD) or `Content-Profile` (other
 * methods) picks one of the exposed schemas, else the first is used. `Content-Profile` is echoed
 * when a profile was asked for, or when several schemas are exposed (the default was chosen).
 */
function negotiateSchema(
  req: RestRequest,
  method: string,
): { schema: string; profileHeader: Record<string, string> } {
  const schemas = req.schemas && req.schemas.length > 0 ? req.schemas : [DEFAULT_SCHEMA];
  const header = req.headers.get(
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (header !== null && !schemas.includes(header))
    throw errors.unacceptableSchema(header, schemas);
  const schema = header ?? schemas[0] ?? DEFAULT_SCHEMA;
  const negotiated = header !== null || schemas.length > 1;
  return { schema, profileHeader: negotiated ? { 'Content-Profile': schema } : {} };
}

function pathSegments(path: string): string[] {
  return path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw errors.invalidPath();
      }
    });
}

async function route(req: RestRequest): Promise<RestResponse> {
  const method = req.method.toUpperCase();
  const segments = pathSegments(req.path);
  const isRpc = segments[0] === 'rpc' && segments.length === 2;
  if (segments.length > 1 && !isRpc) throw errors.invalidPath();
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'].includes(method))
    throw errors.unsupportedMethod(method);

  const { schema, profileHeader: profile } = negotiateSchema(req, method);
  const catalog = await getCatalog(req.db, schema);
  if (segments.length === 0) {
    if (method !== 'GET' && method !== 'HEAD') throw errors.unsupportedMethod(method);
    return openApiDocument(catalog, method === 'HEAD', profile);
  }
  const name = isRpc ? (segments[1] ?? '') : (segments[0] ?? '');
  if (method === 'OPTIONS') {
    return {
      status: 200,
      headers: { Allow: isRpc ? 'OPTIONS,GET,HEAD,POST' : 'OPTIONS,GET,HEAD,POST,PATCH,DELETE' },
      body: null,
    };
  }

  const query = parseQuery(req.query, isRpc);
  const aggregatesEnabled = catalog.settings.aggregatesEnabled ?? req.aggregatesEnabled ?? false;
  const planEnabled = catalog.settings.planEnabled ?? req.planEnabled ?? false;
  const rangeHeader = method === 'GET' ? parseRangeHeader(req.headers.get('range')) : null;
  const ctx: RestContext = {
    scope: {
      db: req.db,
      auth: req.auth,
      method,
      path: req.path,
      headers: req.headers,
      searchPath: [schema, ...(req.extraSearchPath ?? ['public', 'extensions'])],
    },
    catalog,
    query,
    prefs: parsePrefer(req.headers.get('prefer')),
    negotiated: negotiate(req.headers.get('accept'), planEnabled),
    profileHeader: profile,
    topRange: rangeHeader ?? { offset: 0 },
    maxRows: req.maxRows ?? DEFAULT_MAX_ROWS,
    body: req.body,
    aggregatesEnabled,
  };

  if (isRpc) {
    if (method === 'PATCH' || method === 'DELETE') throw errors.invalidRpcMethod(method);
    return handleRpc(ctx, name, method);
  }
  const relation = catalog.relations.get(name);
  if (!relation)
    throw errors.tableNotFound(catalog.schema, name, closest(name, catalog.relations.keys(), 0.75));
  switch (method) {
    case 'GET':
    case 'HEAD':
      return handleRead(ctx, relation, method === 'HEAD');
    case 'POST':
      return handleMutation(ctx, relation, 'insert');
    case 'PATCH':
      return handleMutation(ctx, relation, 'update');
    default:
      return handleMutation(ctx, relation, 'delete');
  }
}

/** PostgREST's /rest/v1 over the database: one transaction per request, as the caller's role. */
export async function handleRest(req: RestRequest): Promise<RestResponse> {
  try {
    return await route(req);
  } catch (error) {
    if (error instanceof RestError) return errorResponse(error);
    console.error('[rest] unexpected error:', error instanceof Error ? error.message : error);
    return errorResponse(
      new RestError(500, {
        code: 'PGRSTX00',
        message: error instanceof Error ? error.message : 'Internal server error',
        details: null,
        hint: null,
      }),
    );
  }
}
