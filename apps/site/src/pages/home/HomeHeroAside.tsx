import { ButtonLink, Card, Heading, Inline, Stack, StatsStrip } from '@globalhire/ui';
import { formatNumber, topCountries } from '@globalhire/data';
import { searchParamsFromFilters } from '../../features/jobs/jobSearchParams';

export interface HomeHeroAsideProps {
  /** The live counts of spec §4, already loaded by the page (no query of its own). */
  stats: { totalJobs: number; newJobs: number } | undefined;
  loading: boolean;
}

/**
 * The hero's second column: the live job counts and a search per top destination, from data
 * the page already has (the stats query and the country constants): nothing extra to fetch.
 */
export function HomeHeroAside({ stats, loading }: HomeHeroAsideProps) {
  return (
    <Card padding="large">
      <Stack space="xlarge">
        <StatsStrip
          loading={loading}
          items={[
            { label: 'Total Active Jobs', value: formatNumber(stats?.totalJobs ?? 0) },
            { label: 'New Jobs (30 Days)', value: formatNumber(stats?.newJobs ?? 0) },
          ]}
        />
        <Stack space="medium">
          <Heading level={4} as="h2">
            Popular destinations
          </Heading>
          <Inline space="small">
            {topCountries.map((country) => (
              <ButtonLink
                key={country.slug}
                href={`/jobs?${searchParamsFromFilters({ country: country.slug })}`}
                size="small"
                variant="soft"
                tone="neutral"
              >
                {country.label}
              </ButtonLink>
            ))}
          </Inline>
        </Stack>
      </Stack>
    </Card>
  );
}
