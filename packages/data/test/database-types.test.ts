import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { databaseTypesPath, generateDatabaseTypes } from '../scripts/generate-types';

it('the committed Database types match supabase/migrations (run `pnpm gen:types` when this fails)', async () => {
  const committed = await readFile(databaseTypesPath, 'utf8');
  expect(committed === (await generateDatabaseTypes())).toBe(true);
}, 120_000);
