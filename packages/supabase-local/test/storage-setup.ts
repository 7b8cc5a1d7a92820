import { demoAccounts, signUpConfirmed, startTestServer, type SignedIn, type SupabaseClient, type TestServer } from './helpers/index.js';

/** A small PDF (the demo CV bucket only takes PDF and Word types). */
export const pdf = (text: string) => new Blob([`%PDF-1.4\n${text}\n%%EOF`], { type: 'application/pdf' });

export interface StorageActors {
  t: TestServer;
  /** The demo candidate, who owns the `cvs/<their id>/` folder. */
  candidate: SignedIn;
  /** A second candidate, to check what the policies refuse to someone else. */
  other: { client: SupabaseClient; id: string };
}

/** A server with the demo candidate signed in and a second candidate signed up as `otherEmail`. */
export async function startStorageTest(otherEmail: string): Promise<StorageActors> {
  const t = await startTestServer();
  const candidate = await t.signInAs(demoAccounts.candidate.email, demoAccounts.candidate.password);
  const client = t.client();
  const id = await signUpConfirmed(client, t.url, otherEmail, 'other password 1');
  return { t, candidate, other: { client, id } };
}
