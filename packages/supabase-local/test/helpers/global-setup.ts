import type { TestProject } from 'vitest/node';
import { buildTestDump } from './dump.js';
import type {} from './provided-context.js';

/** Vitest globalSetup: build (or reuse) the test database dump and hand its path to the tests. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('supabaseLocalDump', await buildTestDump());
}
