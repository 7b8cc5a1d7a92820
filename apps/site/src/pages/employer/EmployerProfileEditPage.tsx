import { Heading, Link, Stack, Text } from '@globalhire/ui';
import { useAuth } from '../../auth/AuthProvider';
import { CompanyLogoField } from '../../features/employer/CompanyLogoField';
import { CompanyProfileForm, companyFormValues } from '../../features/employer/CompanyProfileForm';
import { RightToSponsorCard } from '../../features/employer/licences/RightToSponsorCard';
import { usePageMeta } from '../../seo/usePageMeta';

/**
 * /employer/profile: the company's logo, its profile and public facts (the panel's company name
 * follows), and which licences to sponsor it holds.
 */
export default function EmployerProfileEditPage() {
  usePageMeta({
    title: 'Edit Company Profile',
    description: 'Your company profile as candidates see it.',
    noIndex: true,
  });
  const { profile, user } = useAuth();
  return (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Heading level={1}>Edit Company Profile</Heading>
        <Text tone="muted">
          Candidates read this on your job listings and on{' '}
          {profile?.slug ? (
            <Link href={`/employers/${profile.slug}`}>your company page</Link>
          ) : (
            'your company page'
          )}
          .
        </Text>
      </Stack>
      <CompanyLogoField />
      <CompanyProfileForm
        key={profile?.id ?? 'none'}
        initial={companyFormValues(profile, user?.email ?? '')}
      />
      <RightToSponsorCard employerId={profile?.id ?? ''} />
    </Stack>
  );
}
