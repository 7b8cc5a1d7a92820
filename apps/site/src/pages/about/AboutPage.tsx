import { Compass, Target } from 'lucide-react';
import {
  ButtonLink,
  Card,
  Column,
  Columns,
  Heading,
  Inline,
  SocialIcon,
  Stack,
  TeamMemberCard,
  Text,
} from '@globalhire/ui';
import { aboutCopy as copy, leadershipTeam } from '../../content/about';
import { CardGrid } from '../../features/content/CardGrid';
import { ContentPage } from '../../features/content/ContentPage';
import { usePageMeta } from '../../seo/usePageMeta';

const networkNames = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
} as const;

export default function AboutPage() {
  usePageMeta({ title: 'About Us', description: copy.intro });
  return (
    <ContentPage title={copy.title} intro={copy.intro}>
      <Columns space="large" collapseBelow="tablet">
        {[
          { ...copy.mission, icon: <Target aria-hidden /> },
          { ...copy.vision, icon: <Compass aria-hidden /> },
        ].map((block) => (
          <Column key={block.title}>
            <Card tone="brandSoft" padding="xlarge">
              <Stack space="medium">
                <Inline space="small" alignY="center">
                  {block.icon}
                  <Heading level={3} as="h2">
                    {block.title}
                  </Heading>
                </Inline>
                <Text size="large">{block.text}</Text>
              </Stack>
            </Card>
          </Column>
        ))}
      </Columns>

      <Stack space="large">
        <Heading level={2}>{copy.values.title}</Heading>
        <Columns space="large" collapseBelow="desktop">
          {copy.values.items.map((value) => (
            <Column key={value.title}>
              <Stack space="small">
                <Heading level={4} as="h3">
                  {value.title}
                </Heading>
                <Text tone="muted">{value.text}</Text>
              </Stack>
            </Column>
          ))}
        </Columns>
      </Stack>

      <Stack space="large">
        <Stack space="small">
          <Heading level={2}>{copy.teamTitle}</Heading>
          <Text tone="muted">{copy.teamIntro}</Text>
        </Stack>
        <CardGrid>
          {leadershipTeam.map((member) => (
            <TeamMemberCard
              key={member.name}
              name={member.name}
              jobTitle={member.jobTitle}
              description={member.description}
              headingLevel={3}
              socialLinks={member.socialLinks.map((link) => ({
                href: link.href,
                label: `${member.name} on ${networkNames[link.network]}`,
                icon: <SocialIcon network={link.network} />,
              }))}
            />
          ))}
        </CardGrid>
      </Stack>

      <Card padding="xlarge">
        <Stack space="medium" align="center">
          <Heading level={3} as="h2" align="center">
            {copy.contact.title}
          </Heading>
          <Text align="center">{copy.contact.text}</Text>
          <ButtonLink href="/contact">{copy.contact.action}</ButtonLink>
        </Stack>
      </Card>
    </ContentPage>
  );
}
