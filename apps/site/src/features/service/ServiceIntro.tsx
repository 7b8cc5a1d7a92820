import { Card, Heading, Link, Stack, StepList, Text } from '@globalhire/ui';

/** What the service is, for a candidate deciding whether to join. */
export function ServiceIntro() {
  return (
    <Card>
      <Stack space="large">
        <Stack space="small">
          <Heading level={3} as="h2">
            Our recruiters apply for you
          </Heading>
          <Text>
            Searching and applying yourself stays free. In the managed service, a GlobalHire
            recruiter looks for jobs abroad that fit you, and we apply for you, only to the jobs you
            approve.
          </Text>
        </Stack>
        <StepList
          layout="vertical"
          titleAs="h3"
          steps={[
            {
              title: 'Tell us what you want',
              description: 'Where you want to work, the roles and the salary, and your consent.',
            },
            {
              title: 'Your recruiter proposes jobs',
              description: 'Each with why it fits you, the CV we would send and the cover letter.',
            },
            {
              title: 'You decide',
              description:
                'Approve a job and we submit the application for you. Decline it and nothing is sent.',
            },
            {
              title: 'You pay only as fees fall due',
              description:
                'Each fee is invoiced when it falls due, and paid by bank transfer. Where the law does not let us charge you for finding you work, we do not.',
            },
          ]}
        />
        <Text size="small" tone="muted">
          See every amount on <Link href="/fees">Our Fees</Link>.
        </Text>
      </Stack>
    </Card>
  );
}
