/** `pnpm gen:types` writes src/database.types.ts; the data tests fail while it is stale. */
import { writeFile } from 'node:fs/promises';
import { databaseTypesPath, generateDatabaseTypes } from './generate-types';

await writeFile(databaseTypesPath, await generateDatabaseTypes());
console.log(`Wrote ${databaseTypesPath}`);
