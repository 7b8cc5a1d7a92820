declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated and seeded database tarball every test server restores. */
    supabaseLocalDump: string;
  }
}

export {};
