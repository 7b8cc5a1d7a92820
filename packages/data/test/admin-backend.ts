import { afterAll, beforeAll } from 'vitest';
import type { GlobalHireClient } from '../src';
import { startBackend, type Backend } from './backend';

// The seed: jobs 1-5 live, 6-7 pending, 8 rejected, 9 and 11 expired, 10 a draft; seven
// employers (Southern Cross Construction pending), seven candidates (Tomasz Nowak blocked,
// Maria Santos and Wei Chen pending), six articles and 14 FAQs (one of each a draft), nine
// applications.
export const seeded = {
  southernCross: '00000000-0000-4000-8000-0000000000e7',
  tomasz: '00000000-0000-4000-8000-0000000000c4',
  maria: '00000000-0000-4000-8000-0000000000c3',
  ana: '00000000-0000-4000-8000-0000000000c5',
};

export interface AdminTestClients {
  backend: Backend;
  admin: GlobalHireClient;
  employer: GlobalHireClient;
  employerId: string;
  candidate: GlobalHireClient;
}

/** supabase-local for one test file, with an admin, an employer and a candidate signed in. */
export function adminBackend(): AdminTestClients {
  const clients = {} as AdminTestClients;
  beforeAll(async () => {
    clients.backend = await startBackend();
    const [a, e, c] = await Promise.all([
      clients.backend.as('admin'),
      clients.backend.as('employer'),
      clients.backend.as('candidate'),
    ]);
    clients.admin = a.client;
    clients.employer = e.client;
    clients.employerId = e.userId;
    clients.candidate = c.client;
  });
  afterAll(() => clients.backend?.stop());
  return clients;
}
