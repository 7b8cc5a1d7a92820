import { Button, Stack, Text } from '@globalhire/ui';
import { offerStatusAt, type Offer } from '@globalhire/data';
import { offerAnswerBy, offerSalary } from './offerLabels';
import * as styles from './offers.css';

/** The employer's view of an application's latest offer, in one or two lines, with Withdraw while open. */
export function EmployerOfferLine({
  offer,
  candidate,
  onWithdraw,
  withdrawClassName,
}: {
  offer: Offer;
  candidate: string;
  onWithdraw: () => void;
  withdrawClassName?: string;
}) {
  const status = offerStatusAt(offer);
  const salary = offerSalary(offer);
  const line =
    status === 'open'
      ? `Offer sent: ${salary}. Answer by ${offerAnswerBy(offer)}.`
      : status === 'accepted'
        ? `Offer accepted: ${salary}.`
        : status === 'declined'
          ? `Offer declined: ${salary}.`
          : status === 'withdrawn'
            ? `Offer withdrawn: ${salary}.`
            : `Offer expired without an answer: ${salary}.`;
  return (
    <Stack space="xsmall" className={styles.offerLine}>
      <Text size="small">{line}</Text>
      {offer.candidate_note && (status === 'accepted' || status === 'declined') ? (
        <Text size="small" tone="muted">
          {candidate} wrote: {offer.candidate_note}
        </Text>
      ) : null}
      {status === 'open' ? (
        <div>
          <Button
            className={withdrawClassName}
            size="small"
            variant="ghost"
            tone="critical"
            aria-label={`Withdraw offer: ${candidate}`}
            onClick={onWithdraw}
          >
            Withdraw offer
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
