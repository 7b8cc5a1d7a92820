// @globalhire/data/delivery: the email delivery worker (server-only: it uses the service-role key).
export { drainOutbox } from './drain';
export type { SendMail, DrainOptions, DrainReport } from './drain';
export { startDeliveryWorker } from './worker';
export type { DeliveryWorker, DeliveryWorkerOptions } from './worker';
export { renderOutboxEmail, absoluteUrl, preferencesUrl, idempotencyKey } from './render';
export type { OutboxRow, DeliveryMail } from './render';
export { createServiceClient, mailboxTransport } from './transports';
