import { Banknote, CalendarCheck, Clock, FileText, MapPin } from 'lucide-react';
import { Button, Inline, Stack, Text } from '@globalhire/ui';
import type { Offer } from '@globalhire/data';
import * as styles from '../applicant/applicant.css';
import { offerAnswerBy, offerSalary, offerStartDate } from './offerLabels';
import { useOpenOfferLetter } from './offerQueries';

/** The terms of an offer, one per line: salary, start date, place, answer-by date and the letter. */
export function OfferFacts({
  offer,
  label,
  showAnswerBy,
}: {
  offer: Offer;
  label: string;
  showAnswerBy: boolean;
}) {
  const openLetter = useOpenOfferLetter();
  return (
    <Stack space="small">
      <Inline space="small" alignY="center" wrap={false}>
        <Banknote aria-hidden className={styles.inlineIcon} />
        <Text weight="semibold">{offerSalary(offer)}</Text>
      </Inline>
      <Inline space="small" alignY="center" wrap={false}>
        <CalendarCheck aria-hidden className={styles.inlineIcon} />
        <Text>Start date: {offerStartDate(offer)}</Text>
      </Inline>
      <Inline space="small" alignY="center" wrap={false}>
        <MapPin aria-hidden className={styles.inlineIcon} />
        <Text>{offer.location}</Text>
      </Inline>
      {showAnswerBy ? (
        <Inline space="small" alignY="center" wrap={false}>
          <Clock aria-hidden className={styles.inlineIcon} />
          <Text>Answer by {offerAnswerBy(offer)}</Text>
        </Inline>
      ) : null}
      {offer.letter_path ? (
        <Inline space="small">
          <Button
            size="small"
            variant="soft"
            tone="neutral"
            icon={<FileText aria-hidden />}
            aria-label={`Download the offer letter: ${label}`}
            onClick={() => void openLetter(offer.letter_path!)}
          >
            Download the offer letter
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
