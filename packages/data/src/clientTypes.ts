import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';

/** The product's Supabase client, typed by the database schema. */
export type GlobalHireClient = SupabaseClient<Database>;

/** Where a client connects: the project URL and its anon key. */
export interface SupabaseConfig {
  url: string;
  anonKey: string;
}
