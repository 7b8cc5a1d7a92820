export { startTestServer, demoAccounts } from './server.js';
export type { SignedIn, TestClientOptions, TestServer, TestServerOptions, Session, SupabaseClient, User } from './server.js';
export { codeIn, followLink, latestMailTo, linkIn, mailTo, signUpConfirmed } from './mailbox.js';
export { buildTestDump } from './dump.js';
export { enrolTotp, stepUp, stepUpAgain, totpCode, wrongTotpCode } from './mfa.js';
export type { EnrolledFactor } from './mfa.js';
export { seedJobs } from '../../bench/seed-jobs.js';
