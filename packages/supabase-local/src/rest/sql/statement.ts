/** How the response body is aggregated in SQL (PostgREST's media handlers). */
export interface BodyShape {
  kind: 'array' | 'single' | 'csv' | 'none';
  stripNulls: boolean;
  /** Functions returning a scalar (or a set of scalars) aggregate `pgrst_scalar`, not rows. */
  scalar?: 'one' | 'set';
  /** Functions returning one composite value: an object even without the singular Accept. */
  singleComposite?: boolean;
}

const CSV_SQL =
  `(SELECT coalesce(string_agg(a.k, ','), '') FROM (SELECT json_object_keys(r)::text AS k FROM ` +
  `(SELECT row_to_json(hh) AS r FROM pgrst_rows AS hh LIMIT 1) s) a) || chr(10) || ` +
  `coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;

export function bodySql(shape: BodyShape): string {
  if (shape.kind === 'none') return `''`;
  if (shape.kind === 'csv') return CSV_SQL;
  const strip = (sql: string) => (shape.stripNulls ? `json_strip_nulls(${sql})` : sql);
  const target = shape.scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const oneValue =
    shape.kind === 'single' || shape.scalar === 'one' || shape.singleComposite === true;
  if (oneValue) return `coalesce(${strip(`json_agg(${target})->0`)}, 'null')::text`;
  return `coalesce(${strip(`json_agg(${target})`)}, '[]')::text`;
}

export interface StatementParts {
  /** The CTE named `pgrst_source`: a read, a mutation or a function call. */
  source: string;
  /** Rows to aggregate, reading `pgrst_source` (defaults to the source itself). */
  rows?: string;
  /** A query whose row count is the exact total, or null when no count is asked. */
  count: string | null;
  shape: BodyShape;
  /** Also report `pgrst.inserted` (upserts tell inserted from updated rows). */
  inserted?: boolean;
  /** A `pgrst_page` CTE carrying `pgrst_total` (a windowed count) that the source reads. */
  page?: string;
}

/** One statement returning total, page_total and body (PostgREST's single-round-trip shape). */
export function wrapStatement(parts: StatementParts): string {
  let total = 'NULL::text';
  if (parts.page !== undefined) total = '(SELECT max(pgrst_total) FROM pgrst_page)::text';
  else if (parts.count !== null)
    total = `(SELECT pg_catalog.count(*) FROM (${parts.count}) pgrst_source_count)::text`;
  const page = parts.page === undefined ? '' : `pgrst_page AS (${parts.page}), `;
  const inserted = parts.inserted
    ? `, nullif(current_setting('pgrst.inserted', true), '') AS inserted`
    : '';
  const rows = parts.rows ?? 'SELECT * FROM pgrst_source';
  const csvRows = parts.shape.kind === 'csv' ? `, pgrst_rows AS (${rows})` : '';
  const from = parts.shape.kind === 'csv' ? 'pgrst_rows' : `(${rows})`;
  return (
    `WITH ${page}pgrst_source AS (${parts.source})${csvRows} ` +
    `SELECT ${total} AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${bodySql(parts.shape)} AS body${inserted} ` +
    `FROM ${from} _postgrest_t`
  );
}
