import { Card, Heading, Link, Skeleton, Stack, Text, VisuallyHidden } from '@globalhire/ui';
import { countryLabel, type FeeRestriction } from '@globalhire/data';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { summariseQuote, type OweLine } from './feeSummary';
import { useFeeQuote } from './serviceQueries';
import * as styles from './service.css';

/** A fee per line: its name and when it is invoiced, and its price (or "No fee"). */
export function FeeLines({ lines }: { lines: readonly OweLine[] }) {
  return (
    <dl className={styles.feeLines}>
      {lines.map((line) => (
        <div key={line.code} className={styles.feeLine}>
          <dt>
            <Text weight="medium">{line.label}</Text>
            <Text size="small" tone="muted">
              {line.charged ? line.when : 'Not charged here'}
            </Text>
          </dt>
          <dd>
            <Text weight="semibold" tone={line.charged ? undefined : 'positive'}>
              {line.price}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The rule that stops a fee: its name, what it says, and where it is written. */
export function RestrictionNote({ restriction }: { restriction: FeeRestriction }) {
  return (
    <Stack space="xsmall">
      <Text size="small" weight="semibold">
        No fee: {restriction.name}
      </Text>
      <Text size="small" tone="muted">
        {restriction.summary}
      </Text>
      {restriction.sources.length > 0 ? (
        <Stack
          space="xxsmall"
          as="ul"
          aria-label={`Sources: ${restriction.name}`}
          className={styles.plainList}
        >
          {restriction.sources.map((source) => (
            <Text key={source.url} size="small">
              <Link href={source.url} external>
                {source.title}
              </Link>
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

export interface FeeQuoteProps {
  /** The destinations ticked (slugs); the quote follows them. */
  destinations: readonly string[];
  /** The heading's element, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  title?: string;
}

/**
 * "What you would pay": for each destination ticked (and each province of it with its own rule),
 * the fees a candidate would owe for jobs there, or "No fee" with the rule and its sources; then
 * the extras, charged only if ordered. It updates as destinations are ticked.
 */
export function FeeQuote({
  destinations,
  titleAs = 'h3',
  title = 'What you would pay',
}: FeeQuoteProps) {
  const quote = useFeeQuote(destinations);
  const summary = quote.data && destinations.length > 0 ? summariseQuote(quote.data) : null;
  const names = destinations.map(countryLabel).join(', ');
  return (
    <Stack space="medium" aria-busy={quote.isFetching || undefined}>
      <Stack space="xsmall">
        <Heading level={4} as={titleAs}>
          {title}
        </Heading>
        <Text tone="muted" size="small">
          The fees for jobs in each destination you choose, from our fee schedule. Where the law
          does not let us charge you for finding you work, we charge no such fee, and say why.
        </Text>
      </Stack>
      {/* Said once the quote for a new choice is in, not while it loads. */}
      <VisuallyHidden role="status">
        {summary && !quote.isFetching ? `What you would pay, for ${names}.` : ''}
      </VisuallyHidden>
      {destinations.length === 0 ? (
        <Text tone="muted">Choose a destination to see what you would pay there.</Text>
      ) : quote.isPending ? (
        <Stack space="small">
          <Skeleton height="xlarge" />
          <Skeleton lines={2} />
        </Stack>
      ) : quote.isError ? (
        <QueryErrorAlert
          title="What you would pay could not be loaded."
          error={quote.error}
          onRetry={() => void quote.refetch()}
          retrying={quote.isRefetching}
        />
      ) : summary ? (
        <>
          <ul className={styles.placeGrid} aria-label="Fees by destination">
            {summary.places.map((place) => (
              <Card as="li" key={place.key} tone="sunken" padding="large" aria-label={place.name}>
                <Stack space="medium">
                  <Heading level={4} as={titleAs === 'h2' ? 'h3' : titleAs === 'h3' ? 'h4' : 'h5'}>
                    {place.name}
                  </Heading>
                  <FeeLines lines={place.lines} />
                  {place.restriction ? <RestrictionNote restriction={place.restriction} /> : null}
                </Stack>
              </Card>
            ))}
          </ul>
          {summary.extras.length > 0 ? (
            <Stack space="small">
              <Text weight="semibold">Extras, only if you order them</Text>
              <FeeLines lines={summary.extras} />
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
