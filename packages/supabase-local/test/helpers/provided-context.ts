declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded database tarball every test server restores. */
    supabaseLocalDump: string;
    /**
     * Set when the tests run on PostgreSQL 15 (SUPABASE_LOCAL_TEST_DATABASE=postgres15): the
     * throwaway cluster's admin URL and the migrated and seeded database each test server clones.
     */
    supabaseLocalPostgres: { adminUrl: string; template: string } | null;
  }
}

export {};
