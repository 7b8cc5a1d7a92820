import { emailMeta, emailStory } from '../preview/emailStories';
import { invoiceIssued, invoicePaid } from './invoices';

export default {
  title: 'Emails/Invoices',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const InvoiceIssued = emailStory(invoiceIssued);
export const SuccessFeeRightToLeft = emailStory(invoiceIssued, 'success');
export const InvoicePaid = emailStory(invoicePaid);
export const InvoiceCancelled = emailStory(invoicePaid, 'cancelled');
