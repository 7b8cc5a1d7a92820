// What the deliver-emails Edge Function runs, bundled by scripts/bundle-delivery-function.mjs.
export { deliveryTick } from '@globalhire/data/delivery';
export { resendTransport } from '@globalhire/data/delivery';
export { createEmailRenderer } from './render';
