import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  Columns,
  Column,
  FormLayout,
  Heading,
  Select,
  Stack,
  Text,
  TextInput,
  toast,
} from '@globalhire/ui';
import {
  candidateProfileSchema,
  countries,
  fieldErrors,
  jobCategories,
  topCountries,
  updateCandidateProfile,
  type CandidateProfileInput,
  type Profile,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { useAuth } from '../../auth/AuthProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import { useFocusFirstError } from '../../features/forms/useFocusFirstError';
import { CheckboxGroup } from '../../features/applicant/CheckboxGroup';
import { applicantMessages } from '../../features/applicant/applicantMessages';
import { useMarkApplicantDataStale } from '../../features/applicant/applicantQueries';
import { CitizenshipsCard } from '../../features/visa-fit/CitizenshipsCard';

interface ProfileForm {
  firstName: string;
  lastName: string;
  headline: string;
  phone: string;
  country: string;
  city: string;
  experienceYears: string;
  preferredCategories: string[];
  preferredCountries: string[];
}

const formOf = (profile: Profile | null): ProfileForm => ({
  firstName: profile?.first_name ?? '',
  lastName: profile?.last_name ?? '',
  headline: profile?.headline ?? '',
  phone: profile?.phone ?? '',
  country: profile?.country ?? '',
  city: profile?.city ?? '',
  experienceYears: profile?.experience_years?.toString() ?? '',
  preferredCategories: profile?.preferred_categories ?? [],
  preferredCountries: profile?.preferred_countries ?? [],
});

const countryOptions = countries.map((country) => ({ value: country.slug, label: country.label }));
const categoryOptions = jobCategories.map((category) => ({
  value: category.value,
  label: category.label,
}));

/** The six destinations, plus any other country already chosen, so saving never drops a preference. */
const destinationOptions = (chosen: readonly string[]) => [
  ...topCountries.map((country) => ({ value: country.slug, label: country.label })),
  ...countryOptions.filter(
    (option) =>
      chosen.includes(option.value) && !topCountries.some((top) => top.slug === option.value),
  ),
];

/** /applicant/profile: the candidate's details and job preferences, saved to their profile row. */
export default function ApplicantProfilePage() {
  usePageMeta({
    title: 'My Profile',
    description: 'Your details and the jobs you are looking for.',
    noIndex: true,
  });
  const client = useSupabase();
  const { profile, refreshProfile } = useAuth();
  const markStale = useMarkApplicantDataStale();
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const [destinations] = useState(() => destinationOptions(form.preferredCountries));

  const set = <K extends keyof ProfileForm>(name: K, value: ProfileForm[K]) => {
    setForm((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  };
  const text = (
    name: Exclude<keyof ProfileForm, 'preferredCategories' | 'preferredCountries'>,
  ) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const save = useMutation({
    mutationFn: async (input: CandidateProfileInput) => {
      const result = await updateCandidateProfile(client, profile?.id ?? '', input);
      if (result.error) throw new Error(result.error.message);
      return result.data;
    },
    onSuccess: async () => {
      toast({ ...applicantMessages.profileUpdated, tone: 'positive' });
      markStale();
      await refreshProfile();
    },
  });

  const submit = () => {
    const parsed = candidateProfileSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    setErrors({});
    save.mutate(form);
  };

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>My Profile</Heading>
        <Text tone="muted">
          Employers read these details when you apply. If you use our managed service, your
          recruiter reads them to propose jobs. Keep them current.
        </Text>
      </Stack>
      <Card>
        <FormLayout
          ref={formRef}
          noValidate
          title="Personal details"
          description={profile?.email ? `You sign in as ${profile.email}.` : undefined}
          onSubmit={submit}
          actions={
            <Button
              type="submit"
              icon={<Save aria-hidden />}
              loading={save.isPending}
              loadingLabel="Saving..."
            >
              Save Profile
            </Button>
          }
        >
          {save.isError ? (
            <Alert tone="critical" title="Your profile could not be saved.">
              {save.error.message}
            </Alert>
          ) : null}
          <Columns space="large" collapseBelow="tablet">
            <Column>
              <TextInput
                label="First name"
                required
                autoComplete="given-name"
                {...text('firstName')}
              />
            </Column>
            <Column>
              <TextInput
                label="Last name"
                required
                autoComplete="family-name"
                {...text('lastName')}
              />
            </Column>
          </Columns>
          <TextInput
            label="Headline"
            hint="One line about you, e.g. 'Registered nurse, 8 years in emergency care'."
            {...text('headline')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="With your country code."
            {...text('phone')}
          />
          <Columns space="large" collapseBelow="tablet">
            <Column>
              <Select
                label="Country"
                placeholder="Select your country"
                options={countryOptions}
                autoComplete="country-name"
                {...text('country')}
              />
            </Column>
            <Column>
              <TextInput label="City" autoComplete="address-level2" {...text('city')} />
            </Column>
          </Columns>
          <TextInput
            label="Years of experience"
            type="number"
            min={0}
            max={70}
            step={1}
            inputMode="numeric"
            {...text('experienceYears')}
          />
          <Heading level={3} as="h2">
            Job preferences
          </Heading>
          <CheckboxGroup
            legend="Preferred categories"
            hint="We recommend jobs in these categories."
            options={categoryOptions}
            value={form.preferredCategories}
            error={errors.preferredCategories}
            onChange={(value) => set('preferredCategories', value)}
          />
          <CheckboxGroup
            legend="Preferred countries"
            hint="Where you would like to work."
            options={destinations}
            value={form.preferredCountries}
            error={errors.preferredCountries}
            onChange={(value) => set('preferredCountries', value)}
          />
        </FormLayout>
      </Card>
      <CitizenshipsCard />
    </Stack>
  );
}
