import type { Catalog, Column } from './catalog/model.js';
import type { RestResponse } from './respond.js';

function jsonType(column: Column): Record<string, string> {
  const t = column.baseType;
  if (t.endsWith('[]')) return { type: 'array', format: t };
  if (['integer', 'smallint', 'bigint'].includes(t)) return { type: 'integer', format: t };
  if (t.startsWith('numeric') || t === 'real' || t === 'double precision')
    return { type: 'number', format: t };
  if (t === 'boolean') return { type: 'boolean', format: t };
  if (t === 'json' || t === 'jsonb') return { format: t };
  return { type: 'string', format: t };
}

/** GET /rest/v1/: an OpenAPI 2.0 description of the exposed tables and functions, as PostgREST serves. */
export function openApiDocument(
  catalog: Catalog,
  headOnly: boolean,
  profile: Record<string, string>,
): RestResponse {
  const paths: Record<string, unknown> = {
    '/': { get: { produces: ['application/openapi+json', 'application/json'] } },
  };
  const definitions: Record<string, unknown> = {};
  for (const relation of catalog.relations.values()) {
    paths[`/${relation.name}`] = { get: {}, post: {}, patch: {}, delete: {} };
    definitions[relation.name] = {
      type: 'object',
      required: relation.columns
        .filter((c) => !c.nullable && c.defaultExpr === null && !c.generated)
        .map((c) => c.name),
      properties: Object.fromEntries(
        relation.columns.map((c) => [
          c.name,
          {
            ...jsonType(c),
            ...(relation.primaryKey.includes(c.name)
              ? { description: 'Note:\nThis is a Primary Key.<pk/>' }
              : {}),
          },
        ]),
      ),
    };
  }
  for (const name of catalog.functions.keys()) paths[`/rpc/${name}`] = { post: {} };
  const doc = {
    swagger: '2.0',
    info: { title: 'standard public schema', version: '13.0.0' },
    basePath: '/',
    schemes: ['http'],
    consumes: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    produces: ['application/json', 'application/vnd.pgrst.object+json', 'text/csv'],
    paths,
    definitions,
  };
  return {
    status: 200,
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8', ...profile },
    body: headOnly ? null : JSON.stringify(doc),
  };
}
