import type { Database, Transaction } from '../db/database.js';

/**
 * What the auth modules run their statements on: the database, or a transaction a request has
 * open. Apart from users.ts so that the modules users.ts reads (factors) need not import it back.
 */
export type Queryable = Database | Transaction;
