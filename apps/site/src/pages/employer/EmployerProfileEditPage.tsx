import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Column,
  Columns,
  FormLayout,
  Heading,
  Link,
  Stack,
  Text,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  companyProfileSchema,
  fieldErrors,
  updateCompanyProfile,
  type CompanyProfileInput,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { messages } from '../../content/messages';
import { useFocusFirstError } from '../../features/forms/useFocusFirstError';
import { useFormValues } from '../../features/forms/useFormValues';
import { RightToSponsorCard } from '../../features/employer/licences/RightToSponsorCard';
import { usePageMeta } from '../../seo/usePageMeta';

type CompanyFormValues = {
  companyName: string;
  website: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  publishEmail: boolean;
  publishPhone: boolean;
  publishAddress: boolean;
};

/** The company profile form of spec §3 (company name, website, description, email, phone, address). */
function CompanyProfileForm({ initial }: { initial: CompanyFormValues }) {
  const client = useSupabase();
  const { profile, refreshProfile } = useAuth();
  const form = useFormValues<CompanyFormValues>(initial);
  const { formRef, focusFirstError } = useFocusFirstError();

  const save = useMutation({
    mutationFn: async (input: CompanyProfileInput) =>
      unwrap(await updateCompanyProfile(client, profile?.id ?? '', input)),
    onSuccess: async () => {
      toast({ ...messages.profileUpdated, tone: 'positive' });
      // The panel shows the company name from the profile: read it again.
      await refreshProfile();
    },
  });

  const submit = () => {
    const parsed = companyProfileSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    save.mutate(form.values);
  };

  return (
    <FormLayout
      ref={formRef}
      aria-label="Company profile"
      noValidate
      onSubmit={submit}
      actions={
        <Stack space="large">
          {save.isError ? (
            <Alert tone="critical" title="Your profile could not be saved.">
              {(save.error as DataQueryError).message} Everything you typed is still here; try
              again.
            </Alert>
          ) : null}
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            Save Changes
          </Button>
        </Stack>
      }
    >
      <TextInput
        label="Company Name"
        required
        autoComplete="organization"
        {...form.field('companyName')}
      />
      <TextInput
        label="Website"
        type="url"
        autoComplete="url"
        placeholder="https://"
        {...form.field('website')}
      />
      <Textarea
        label="Description"
        rows={6}
        hint="What you do, where you hire, and what you offer people who move for a job."
        {...form.field('description')}
      />
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            hint="Where candidates and our team can reach you."
            {...form.field('email')}
          />
        </Column>
        <Column>
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        </Column>
      </Columns>
      <Textarea label="Address" rows={3} autoComplete="street-address" {...form.field('address')} />
      <Stack space="small" role="group" aria-labelledby="company-contact-publishing">
        <Text id="company-contact-publishing" weight="semibold">
          Show on my company page
        </Text>
        <Text tone="muted" size="small">
          Your email, phone and address stay private unless you choose to show them. Our team always
          sees them.
        </Text>
        <Checkbox label="Show my email on my company page" {...form.checkbox('publishEmail')} />
        <Checkbox
          label="Show my phone number on my company page"
          {...form.checkbox('publishPhone')}
        />
        <Checkbox label="Show my address on my company page" {...form.checkbox('publishAddress')} />
      </Stack>
    </FormLayout>
  );
}

/**
 * /employer/profile: edit the company profile (the panel's company name follows), and say which
 * licences to sponsor the company holds.
 */
export default function EmployerProfileEditPage() {
  usePageMeta({
    title: 'Edit Company Profile',
    description: 'Your company profile as candidates see it.',
    noIndex: true,
  });
  const { profile, user } = useAuth();
  const initial: CompanyFormValues = {
    companyName: profile?.company_name ?? '',
    website: profile?.website ?? '',
    description: profile?.description ?? '',
    email: profile?.email ?? user?.email ?? '',
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    publishEmail: profile?.publish_email ?? false,
    publishPhone: profile?.publish_phone ?? false,
    publishAddress: profile?.publish_address ?? false,
  };
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
      <CompanyProfileForm key={profile?.id ?? 'none'} initial={initial} />
      <RightToSponsorCard employerId={profile?.id ?? ''} />
    </Stack>
  );
}
