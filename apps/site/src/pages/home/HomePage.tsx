import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, Building2, UserRoundSearch } from 'lucide-react';
import {
  Box,
  ButtonLink,
  Columns,
  Tiles,
  Column,
  Container,
  Heading,
  HeroSearch,
  Inline,
  JobCard,
  LinkCard,
  Skeleton,
  Stack,
  TestimonialCard,
  Text,
  Alert,
  type HeroSearchValues,
} from '@globalhire/ui';
import { getFeaturedJobs, getHomeStats, jobCategories } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import { saveToggleProps, useJobSaving } from '../../features/jobs/save/useJobSaving';
import { searchParamsFromFilters } from '../../features/jobs/jobSearchParams';
import { liveCountryOptions, useLiveJobCountries } from '../../features/jobs/liveJobCountries';
import { homeTestimonials } from '../../content/testimonials';
import { usePageMeta } from '../../seo/usePageMeta';
import { HomeHeroAside } from './HomeHeroAside';

const categoryOptions = jobCategories.map((category) => ({ value: category.value, label: category.label }));

export default function HomePage() {
  usePageMeta({
    title: 'GlobalHire',
    description:
      'Find jobs abroad in Australia, Canada, the UK, Ireland, New Zealand and the United States. Apply yourself, or let our recruiters apply for you with your approval, and get guidance on visas and relocation.',
  });
  const client = useSupabase();
  const navigate = useNavigate();
  const saving = useJobSaving();
  // Spec §4: the counts show '...' while loading and 0 when they fail (logged only).
  const stats = useQuery({
    queryKey: ['home-stats'],
    queryFn: async () => {
      const result = await getHomeStats(client);
      if (result.error) console.error('Home stats failed to load', result.error);
      return result.data ?? { totalJobs: 0, newJobs: 0 };
    },
  });
  const featured = useQuery({ queryKey: ['featured-jobs'], queryFn: async () => unwrap(await getFeaturedJobs(client)) });
  // The countries that have jobs, with how many, rather than every country in the world.
  const liveCountries = useLiveJobCountries();
  const locationOptions = liveCountryOptions(liveCountries.data, liveCountries.isError);

  const search = (values: HeroSearchValues) => {
    const params = searchParamsFromFilters({ keyword: values.keyword, country: values.location, category: values.category });
    navigate(`/jobs${params.size ? `?${params}` : ''}`);
  };

  return (
    <Stack space="xxxlarge">
      <HeroSearch
        titleAs="h1"
        eyebrow="International recruitment"
        title="Your next job could be abroad"
        description="Browse jobs in Australia, Canada, the UK, Ireland, New Zealand and the United States. Create your free profile and apply yourself, or let our recruitment team apply on your behalf, with your approval for each job."
        keywordLabel="Keyword"
        keywordPlaceholder="Job title or skill"
        locationLabel="Location"
        locationPlaceholder="Any country"
        locationOptions={locationOptions}
        categoryLabel="Category"
        categoryPlaceholder="Any category"
        categoryOptions={categoryOptions}
        submitLabel="Search Jobs"
        onSearch={search}
        aside={<HomeHeroAside stats={stats.data} loading={stats.isPending} />}
      />
      <Container>
        <Stack space="xxxlarge">
          <Columns space="large" collapseBelow="tablet">
            <Column>
              <LinkCard
                titleAs="h2"
                href="/jobs"
                icon={<BriefcaseBusiness aria-hidden />}
                title="Find a Job"
                description="Search visa-sponsored and relocation-friendly roles across six countries."
              />
            </Column>
            <Column>
              <LinkCard
                titleAs="h2"
                href="/candidates"
                icon={<UserRoundSearch aria-hidden />}
                title="For Candidates"
                description="Register your CV for free. Apply yourself, or let our recruiters apply for you once you approve each job."
              />
            </Column>
            <Column>
              <LinkCard
                titleAs="h2"
                href="/login?type=employer"
                icon={<Building2 aria-hidden />}
                title="For Employers"
                description="Post jobs and reach a worldwide talent pool."
              />
            </Column>
          </Columns>
          <Stack space="large">
            <Inline space="medium" align="space-between" alignY="center">
              <Heading level={2}>Featured Jobs</Heading>
              <ButtonLink href="/jobs" variant="ghost">
                View all jobs
              </ButtonLink>
            </Inline>
            {featured.isError ? (
              <Alert tone="critical" title="Featured jobs could not be loaded.">
                {featured.error.message}
              </Alert>
            ) : featured.isPending ? (
              <Tiles columns={{ mobile: 1, desktop: 3 }} space="large">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} height="xxxlarge" lines={4} />
                ))}
              </Tiles>
            ) : featured.data.length === 0 ? (
              <Text tone="muted">No featured jobs right now. Browse every open role on the jobs page.</Text>
            ) : (
              <Tiles columns={{ mobile: 1, desktop: 3 }} space="large">
                {featured.data.map((job) => (
                  <JobCard
                    key={job.id}
                    {...jobCardProps(job)}
                    {...saveToggleProps(saving, job)}
                    titleAs="h3"
                  />
                ))}
              </Tiles>
            )}
          </Stack>
          <Box paddingBottom="xxxlarge">
            <Stack space="large">
              <Heading level={2}>Success Stories</Heading>
              <Tiles columns={{ mobile: 1, desktop: 3 }} space="large">
                {homeTestimonials.map((testimonial) => (
                  <TestimonialCard key={testimonial.name} {...testimonial} />
                ))}
              </Tiles>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Stack>
  );
}
