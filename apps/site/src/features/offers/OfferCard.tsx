import { useState } from 'react';
import { Check, Handshake, X } from 'lucide-react';
import { Badge, Button, Heading, Inline, Stack, Text } from '@globalhire/ui';
import { formatDate, localTimeZone, offerStatusAt, type Offer } from '@globalhire/data';
import { ReasonDialog } from '../interviews/ReasonDialog';
import * as styles from '../applicant/applicant.css';
import * as offerStyles from './offers.css';
import { OfferFacts } from './OfferFacts';
import { offerAnswerBy, offerStatusLooks } from './offerLabels';
import { useRespondToOffer } from './offerQueries';

const dayOf = (value: string | null) =>
  value ? formatDate(value, { timeZone: localTimeZone() }) : '';

/** What happened to an answered or closed offer, in the candidate's words. */
function outcome(offer: Offer, status: Offer['status']): string | null {
  if (status === 'accepted') return `You accepted this offer on ${dayOf(offer.answered_at)}.`;
  if (status === 'declined') return `You declined this offer on ${dayOf(offer.answered_at)}.`;
  if (status === 'withdrawn')
    return `The employer withdrew this offer on ${dayOf(offer.withdrawn_at)}.`;
  if (status === 'expired')
    return `This offer expired on ${offerAnswerBy(offer)} without an answer.`;
  return null;
}

/**
 * The candidate's offer on their application: the terms, the letter, and while it is open and
 * not past its answer-by time, Accept and Decline (each with an optional note to the employer).
 */
export function OfferCard({
  offer,
  job,
  company,
}: {
  offer: Offer;
  job: string;
  company?: string | null;
}) {
  const respond = useRespondToOffer();
  const [answering, setAnswering] = useState<'accept' | 'decline' | null>(null);
  const status = offerStatusAt(offer);
  const look = offerStatusLooks[status];
  const said = outcome(offer, status);
  const at = company ? ` at ${company}` : '';
  return (
    <section aria-label={`Job offer: ${job}`} className={offerStyles.offerPanel}>
      <Stack space="medium">
        <Inline space="small" align="space-between" alignY="center">
          <Inline space="small" alignY="center" wrap={false}>
            <Handshake aria-hidden className={styles.inlineIcon} />
            <Heading level={4} as="h3">
              Job offer
            </Heading>
          </Inline>
          <Badge tone={look.tone}>{look.label}</Badge>
        </Inline>
        <OfferFacts offer={offer} label={job} showAnswerBy={status === 'open'} />
        {said ? <Text tone="muted">{said}</Text> : null}
        {offer.candidate_note && (status === 'accepted' || status === 'declined') ? (
          <Text tone="muted">Your note: {offer.candidate_note}</Text>
        ) : null}
        {status === 'open' ? (
          <Inline space="small">
            <Button
              icon={<Check aria-hidden />}
              aria-label={`Accept offer: ${job}`}
              onClick={() => setAnswering('accept')}
            >
              Accept offer
            </Button>
            <Button
              variant="soft"
              tone="critical"
              icon={<X aria-hidden />}
              aria-label={`Decline offer: ${job}`}
              onClick={() => setAnswering('decline')}
            >
              Decline offer
            </Button>
          </Inline>
        ) : null}
      </Stack>
      <ReasonDialog
        key={answering ?? 'closed'}
        open={answering !== null}
        onOpenChange={(open) => (!open ? (setAnswering(null), respond.reset()) : undefined)}
        title={answering === 'accept' ? 'Accept this offer?' : 'Decline this offer?'}
        description={
          answering === 'accept'
            ? `${job}${at}. You are hired for this job: the employer is notified and your interviews for it are cancelled.`
            : `${job}${at}. The employer is notified, and this cannot be undone.`
        }
        label="Note for the employer (optional)"
        confirmLabel={answering === 'accept' ? 'Accept offer' : 'Decline offer'}
        pendingLabel="Sending…"
        tone={answering === 'accept' ? 'brand' : 'critical'}
        pending={respond.isPending}
        error={respond.error?.message}
        onConfirm={(note) =>
          answering &&
          respond.mutate(
            { offerId: offer.id, accept: answering === 'accept', note: note || undefined, job },
            { onSuccess: () => setAnswering(null) },
          )
        }
      />
    </section>
  );
}
