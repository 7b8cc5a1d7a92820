import type { ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Column,
  Columns,
  FormLayout,
  Heading,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  companyProfileSchema,
  companySizes,
  countries,
  fieldErrors,
  updateCompanyProfile,
  type CompanyProfileInput,
  type Profile,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { messages } from '../../content/messages';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { useFormValues } from '../forms/useFormValues';
import { useIndustries } from './industryQueries';

export type CompanyFormValues = {
  companyName: string;
  website: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  publishEmail: boolean;
  publishPhone: boolean;
  publishAddress: boolean;
  country: string;
  city: string;
  companySize: string;
  industry: string;
};

/** The form's values from the stored profile ('' for what the company has not said). */
export function companyFormValues(profile: Profile | null, accountEmail = ''): CompanyFormValues {
  return {
    companyName: profile?.company_name ?? '',
    website: profile?.website ?? '',
    description: profile?.description ?? '',
    email: profile?.email ?? accountEmail,
    phone: profile?.phone ?? '',
    address: profile?.address ?? '',
    publishEmail: profile?.publish_email ?? false,
    publishPhone: profile?.publish_phone ?? false,
    publishAddress: profile?.publish_address ?? false,
    country: profile?.country ?? '',
    city: profile?.city ?? '',
    companySize: profile?.company_size ?? '',
    industry: profile?.industry ?? '',
  };
}

const countryOptions = countries.map((country) => ({ value: country.slug, label: country.label }));
const sizeOptions = companySizes.map((size) => ({ value: size.value, label: size.label }));

/**
 * The company profile form of spec §3 (company name, website, description, email, phone,
 * address), and the public facts of its page: location, size and industry.
 */
export function CompanyProfileForm({ initial }: { initial: CompanyFormValues }) {
  const client = useSupabase();
  const { profile, refreshProfile } = useAuth();
  const form = useFormValues<CompanyFormValues>(initial);
  const { formRef, focusFirstError } = useFocusFirstError();
  const industries = useIndustries();
  const select = (name: 'country' | 'companySize' | 'industry') => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => form.setValue(name, event.target.value),
    error: form.errors[name],
  });
  // Until the list arrives (or if it cannot), the chosen industry stays selectable as it is.
  const industryOptions =
    industries.data?.map((industry) => ({ value: industry.slug, label: industry.label })) ??
    (form.values.industry ? [{ value: form.values.industry, label: form.values.industry }] : []);

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
          <Select
            label="Industry"
            placeholder={industries.isPending ? 'Loading industries...' : 'Select an industry'}
            options={industryOptions}
            hint={industries.isError ? 'The list of industries could not be loaded.' : undefined}
            {...select('industry')}
          />
        </Column>
        <Column>
          <Select
            label="Company size"
            placeholder="Select a size"
            options={sizeOptions}
            {...select('companySize')}
          />
        </Column>
      </Columns>
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <Select
            label="Country"
            placeholder="Select a country"
            options={countryOptions}
            autoComplete="country-name"
            hint="Where your company is based; shown on your company page."
            {...select('country')}
          />
        </Column>
        <Column>
          <TextInput label="City" autoComplete="address-level2" {...form.field('city')} />
        </Column>
      </Columns>
      <Heading level={3} as="h2">
        Contact details
      </Heading>
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
