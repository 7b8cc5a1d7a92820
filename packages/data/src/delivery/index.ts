// @globalhire/data/delivery: the email delivery worker (server-only: it uses the service-role key).
export {
  drainOutbox,
  deliveryTick,
  queueDueJobAlertDigests,
  queueUnreadMessageEmails,
} from './drain';
export type { SendMail, DrainOptions, DrainReport } from './drain';
export { fanOutJobAlerts } from './fan-out';
export type { FanOutOptions } from './fan-out';
export { startDeliveryWorker } from './worker';
export type { DeliveryWorker, DeliveryWorkerOptions } from './worker';
export { idempotencyKey } from './mail';
export { housekeeping, removeQueuedFiles, applyRetention } from './housekeeping';
export type { HousekeepingReport } from './housekeeping';
export type { OutboxRow, DeliveryMail, DeliveryAttachment, RenderOutboxEmail } from './mail';
export { createServiceClient, mailboxTransport, resendTransport } from './transports';
export type { ResendOptions } from './transports';
