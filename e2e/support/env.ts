/** Where the suite's `pnpm start` serves, as chosen by playwright.config.ts. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts`);
  return value;
}

export const siteUrl = required('E2E_SITE_URL');
export const supabaseUrl = required('E2E_SUPABASE_URL');
