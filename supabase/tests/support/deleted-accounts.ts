import type {
  SupabaseClient,
  TestServer,
} from '@globalhire/supabase-local/testing';
import { deliveryTick } from '../../../packages/data/src/delivery/drain.js';
import { demoPassword } from './personas.js';
import { createEmailRenderer } from '@globalhire/emails';

// Accounts made for a deletion test, and the delivery worker's tick that finishes a deletion.

export interface NewAccount {
  id: string;
  email: string;
  client: SupabaseClient;
}

export interface NewAccountOptions {
  userType?: 'candidate' | 'employer' | 'admin' | 'recruiter';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  /** Sign in with a second factor (an aal2 session), as staff must for staff work. */
  secondFactor?: boolean;
}

/** A confirmed account made through the Auth admin API, then signed in with its password. */
export async function newAccount(
  server: TestServer,
  email: string,
  options: NewAccountOptions = {},
): Promise<NewAccount> {
  const service = server.serviceClient();
  const signUpType = options.userType === 'employer' ? 'employer' : 'candidate';
  const created = await service.auth.admin.createUser({
    email,
    password: demoPassword,
    email_confirm: true,
    user_metadata: {
      user_type: signUpType,
      first_name: options.firstName ?? 'Test',
      last_name: options.lastName ?? 'Person',
      ...(options.companyName ? { company_name: options.companyName } : {}),
    },
  });
  if (created.error || !created.data.user)
    throw new Error(`Creating ${email} failed: ${created.error?.message}`);
  const id = created.data.user.id;
  if (options.userType && options.userType !== signUpType) {
    const { error } = await service
      .from('profiles')
      .update({ user_type: options.userType })
      .eq('id', id);
    if (error) throw new Error(`Making ${email} a ${options.userType} failed: ${error.message}`);
  }
  const signedIn = options.secondFactor
    ? await server.signInWithSecondFactor(email, demoPassword)
    : await server.signInAs(email, demoPassword);
  return { id, email, client: signedIn.client };
}

/** One tick of the delivery worker (emails go nowhere): it removes the files a deletion queued. */
export async function runDeliveryTick(server: TestServer): Promise<void> {
  await deliveryTick(server.serviceClient() as unknown as Parameters<typeof deliveryTick>[0], {
    send: async () => undefined,
    render: createEmailRenderer({
      siteUrl: 'https://globalhire.example',
      from: 'GlobalHire <notifications@globalhire.example>',
    }),
  });
}

/** Whether the account still exists, read as the database owner. */
export async function accountExists(server: TestServer, id: string): Promise<boolean> {
  const { rows } = await server.server.db.query('select 1 from auth.users where id = $1', [id]);
  return rows.length > 0;
}
