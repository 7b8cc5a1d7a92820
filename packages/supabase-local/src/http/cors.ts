import { cors } from 'hono/cors';

/** CORS as Supabase's gateway answers it: any origin, the headers supabase-js sends. */
export const supabaseCors = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'authorization',
    'apikey',
    'x-client-info',
    'content-type',
    'prefer',
    'accept',
    'accept-profile',
    'content-profile',
    'range',
    'x-supabase-api-version',
    'x-upsert',
    'x-metadata',
    'cache-control',
    'x-retry-count',
  ],
  exposeHeaders: ['Content-Range', 'X-Supabase-Api-Version', 'Content-Location', 'Location', 'Preference-Applied'],
  maxAge: 3600,
});
