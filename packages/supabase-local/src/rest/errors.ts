/** PostgREST's error payload and the HTTP status that goes with it. */
export interface ErrorBody {
  code: string;
  message: string;
  details: string | null | unknown;
  hint: string | null;
}

export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

function rest(
  status: number,
  code: string,
  message: string,
  details: unknown = null,
  hint: string | null = null,
) {
  return new RestError(status, { code, message, details: details ?? null, hint });
}

/** PGRST100: the query string did not parse. */
export function parseError(
  what: string,
  input: string,
  column: number,
  details: string,
): RestError {
  return rest(
    400,
    'PGRST100',
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

export const errors = {
  invalidBody: (message = 'Empty or invalid json') => rest(400, 'PGRST102', message),
  rangeNotSatisfiable: (offset: number, total: number) =>
    rest(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  invalidRpcMethod: (method: string) =>
    rest(405, 'PGRST101', `Cannot use the ${method} method on RPC`),
  unacceptableSchema: (schema: string, exposed: string[]) =>
    rest(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${exposed.join(', ')}`,
    ),
  mediaType: (types: string[]) =>
    rest(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`),
  notEmbedded: (resource: string) =>
    rest(
      400,
      'PGRST108',
      `'${resource}' is not an embedded resource in this request`,
      null,
      `Verify that '${resource}' is included in the 'select' query parameter.`,
    ),
  singularity: (rows: number) =>
    rest(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows} rows`,
    ),
  unsupportedMethod: (method: string) =>
    rest(405, 'PGRST117', `Unsupported HTTP method: ${method}`),
  relatedOrderNotToOne: (origin: string, target: string) =>
    rest(
      400,
      'PGRST118',
      `A related order on '${target}' is not possible`,
      `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    ),
  unacceptableFilter: (target: string) =>
    rest(
      400,
      'PGRST120',
      `Bad operator on the '${target}' embedded resource`,
      'Only is null or not is null filters are allowed on embedded resources',
    ),
  invalidPreferences: (prefs: string[]) =>
    rest(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.join(', ')}`,
    ),
  aggregatesNotAllowed: () => rest(400, 'PGRST123', 'Use of aggregate functions is not allowed'),
  maxAffected: (rows: number) =>
    rest(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    ),
  invalidPath: () => rest(404, 'PGRST125', 'Invalid path specified in request URL'),
  noRelationship: (
    parent: string,
    child: string,
    hint: string | undefined,
    schema: string,
    suggestion: string | null,
  ) =>
    rest(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${child}${
        hint === undefined ? '' : `' using the hint '${hint}`
      }' in the schema '${schema}', but no matches were found.`,
      suggestion,
    ),
  ambiguousRelationship: (parent: string, child: string, details: unknown[], hint: string) =>
    rest(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
      details,
      hint,
    ),
  noFunction: (message: string, details: string, hint: string | null) =>
    rest(404, 'PGRST202', message, details, hint),
  ambiguousFunction: (message: string) =>
    rest(
      300,
      'PGRST203',
      message,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    ),
  columnNotFound: (table: string, column: string) =>
    rest(
      400,
      'PGRST204',
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  tableNotFound: (schema: string, table: string, suggestion: string | null) =>
    rest(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion === null ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
    ),
  /** What Postgres says for an unknown column in a read, which PostgREST passes through. */
  undefinedColumn: (table: string, column: string, suggestions: string[]) =>
    rest(
      400,
      '42703',
      `column ${table}.${column} does not exist`,
      null,
      suggestions.length === 0
        ? null
        : `Perhaps you meant to reference ${suggestions.map((s) => `the column "${table}.${s}"`).join(' or ')}.`,
    ),
  notImplemented: (details: string) => rest(400, 'PGRST127', 'Feature not implemented', details),
};
