import {
  formatDate,
  formatDateTime,
  formatSalary,
  localTimeZone,
  type Offer,
  type OfferStatus,
} from '@globalhire/data';
import type { StatusLook } from '../applicant/labels';

/** An offer's state as a badge shows it. */
export const offerStatusLooks: Record<OfferStatus, StatusLook> = {
  open: { label: 'Awaiting answer', tone: 'caution' },
  accepted: { label: 'Accepted', tone: 'positive' },
  declined: { label: 'Declined', tone: 'critical' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'neutral' },
};

/** 'CA$128,000 per year': one amount, in the site's salary format. */
export const offerSalary = (offer: Pick<Offer, 'salary_amount' | 'currency' | 'salary_period'>) =>
  formatSalary({
    min: offer.salary_amount,
    max: offer.salary_amount,
    currency: offer.currency,
    period: offer.salary_period,
  }) ?? '';

/** A stored date ('2030-06-01') as the site writes dates: '1 June 2030'. */
export const offerStartDate = (offer: Pick<Offer, 'start_date'>) =>
  formatDate(`${offer.start_date}T00:00:00Z`);

/** The answer-by moment in the viewer's zone, named: '15 May 2030, 23:59 UTC'. */
export const offerAnswerBy = (offer: Pick<Offer, 'expires_at'>, timeZone = localTimeZone()) =>
  formatDateTime(offer.expires_at, { timeZone });
