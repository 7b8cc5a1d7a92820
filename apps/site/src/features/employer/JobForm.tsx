import { type ChangeEvent, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Column,
  Columns,
  FormLayout,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@globalhire/ui';
import {
  PROVINCE_COUNTRY,
  canadianProvinces,
  changedReviewFields,
  countries,
  countryLabel,
  draftJobSchema,
  employmentTypes,
  fieldErrors,
  jobCategories,
  jobColumnsOf,
  postJobSchema,
  workTypes,
  type EditableJob,
  type PostJobInput,
} from '@globalhire/data';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { useFormValues } from '../forms/useFormValues';
import { jobFormProblems, toPostJobInput, type JobFormValues } from './jobFormValues';
import { OccupationField } from './OccupationField';
import { useOccupationClassifications } from './occupationQueries';
import { ReviewNotice } from './ReviewNotice';
import { RelocationPackageFields } from './RelocationPackageFields';
import { ListingFields } from './ListingFields';
import { SalaryFields } from './SalaryFields';

const countryOptions = countries.map((country) => ({ value: country.slug, label: country.label }));

export interface JobFormProps {
  initial: JobFormValues;
  /** A new job can be posted or kept as a draft; an existing one is saved as it is. */
  mode: 'new' | 'edit';
  /** Which button's request is running (`submit`: a draft sent for review from its editor). */
  saving: 'publish' | 'draft' | 'submit' | null;
  /** A message from the server (e.g. the plan limit), shown above the buttons. */
  submitError?: ReactNode;
  /** In place of the read-only company name: an admin chooses the employer to post for. */
  companyField?: ReactNode;
  /** `submit`: a draft is saved complete and sent for review in the same write. */
  onSave: (input: PostJobInput, options: { draft: boolean; submit?: boolean }) => void;
  /**
   * Editing a draft: saving needs only the title (the rest is checked when it is published), and
   * "Submit for review" checks everything and sends it.
   */
  editingDraft?: boolean;
  /** The stored job when it is live (approved): changing what visitors read sends it back to review. */
  liveJob?: EditableJob | null;
}

/** True when the form's values would change a review field of the live job (the database decides the same). */
function changesReviewedFields(liveJob: EditableJob, values: JobFormValues): boolean {
  const columns = jobColumnsOf(toPostJobInput(values));
  if (columns) return changedReviewFields(liveJob, columns).length > 0;
  // While the form is invalid, compare what was typed with what is stored.
  const typed: Partial<Record<keyof JobFormValues, unknown>> = {
    jobTitle: liveJob.title,
    description: liveJob.description,
    location: liveJob.location,
    country: liveJob.country ?? '',
    city: liveJob.city ?? '',
  };
  return Object.entries(typed).some(
    ([key, stored]) => values[key as keyof JobFormValues] !== stored,
  );
}

/** The post-job form (spec §3 fields and the job fields decisions.md adds), validated with postJobSchema. */
export function JobForm({
  initial,
  mode,
  saving,
  submitError,
  companyField,
  onSave,
  editingDraft = false,
  liveJob = null,
}: JobFormProps) {
  const form = useFormValues<JobFormValues>(initial);
  const { formRef, focusFirstError } = useFocusFirstError();
  const select = (name: keyof JobFormValues & string) => ({
    name,
    value: form.values[name] as string,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => form.setValue(name, event.target.value),
    error: form.errors[name],
  });

  const needsReview = liveJob?.approved === true && changesReviewedFields(liveJob, form.values);
  const classifications = useOccupationClassifications();
  const classification = classifications.data?.[form.values.country];
  const inCanada = form.values.country === PROVINCE_COUNTRY;

  // An occupation is a code of the country's classification: another country's is cleared.
  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    const known = classifications.data;
    const sameClassification =
      known !== undefined &&
      known[form.values.country] !== undefined &&
      known[form.values.country] === known[next];
    form.setValue('country', next);
    if (!sameClassification && (form.values.occupationCode || form.values.occupationText)) {
      form.setValue('occupationCode', '');
      form.setValue('occupationText', '');
    }
  };

  // A draft needs only its title; posting, submitting a draft (or saving a published job) needs
  // every required field.
  const save = (draft: boolean, submit = false) => {
    const input = toPostJobInput(form.values);
    const parsed = (draft && !submit ? draftJobSchema : postJobSchema).safeParse(input);
    const errors = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...jobFormProblems(form.values),
    };
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    onSave(input, submit ? { draft, submit } : { draft });
  };

  return (
    <FormLayout
      ref={formRef}
      aria-label={mode === 'new' ? 'Post a job' : 'Edit job'}
      noValidate
      onSubmit={() => save(editingDraft)}
      actions={
        <Stack space="large">
          {submitError}
          {needsReview ? <ReviewNotice /> : null}
          <Inline space="medium">
            <Button
              type="submit"
              loading={saving === 'publish' || (editingDraft && saving === 'draft')}
              loadingLabel={mode === 'new' ? 'Posting...' : 'Saving...'}
              disabled={saving !== null}
            >
              {mode === 'new' ? 'Post Job' : 'Save Changes'}
            </Button>
            {editingDraft ? (
              <Button
                type="button"
                variant="soft"
                loading={saving === 'submit'}
                loadingLabel="Submitting..."
                disabled={saving !== null}
                onClick={() => save(true, true)}
              >
                Submit for review
              </Button>
            ) : null}
            {mode === 'new' ? (
              <Button
                type="button"
                variant="soft"
                loading={saving === 'draft'}
                loadingLabel="Saving..."
                disabled={saving !== null}
                onClick={() => save(true)}
              >
                Save as draft
              </Button>
            ) : null}
          </Inline>
        </Stack>
      }
    >
      <Heading level={3} as="h2">
        Job details
      </Heading>
      <TextInput label="Job Title" required autoComplete="off" {...form.field('jobTitle')} />
      <Select
        label="Category"
        required
        placeholder="Select a category"
        options={jobCategories}
        {...select('category')}
      />
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <Select label="Employment type" options={employmentTypes} {...select('employmentType')} />
        </Column>
        <Column>
          <Select label="Work type" options={workTypes} {...select('workType')} />
        </Column>
      </Columns>
      <Textarea
        label="Description"
        required
        rows={8}
        hint="What the role is, the team, and why it is worth moving for."
        {...form.field('description')}
      />
      <Textarea
        label="Requirements"
        rows={4}
        hint="One per line."
        {...form.field('requirements')}
      />
      <Textarea label="Benefits" rows={4} hint="One per line." {...form.field('benefits')} />
      <TextInput
        label="Tags"
        hint="Comma-separated, e.g. Java, AWS, Hybrid."
        {...form.field('tags')}
      />
      <ListingFields form={form} />

      <Heading level={3} as="h2">
        Location
      </Heading>
      <TextInput
        label="Location"
        required
        hint='As candidates will read it, e.g. "Toronto, Canada" or "Remote (Canada)".'
        {...form.field('location')}
      />
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <Select
            label="Country"
            required
            placeholder="Select a country"
            options={countryOptions}
            {...select('country')}
            onChange={changeCountry}
          />
        </Column>
        {inCanada ? (
          <Column>
            <Select
              label="Province or territory"
              placeholder="Select a province or territory"
              options={canadianProvinces}
              {...select('region')}
            />
          </Column>
        ) : null}
        <Column>
          <TextInput label="City" {...form.field('city')} />
        </Column>
      </Columns>
      {classification ? (
        <OccupationField
          classification={classification}
          code={form.values.occupationCode}
          text={form.values.occupationText}
          error={form.errors.occupationCode}
          onChange={({ code, text }) => {
            form.setValue('occupationCode', code);
            form.setValue('occupationText', text);
          }}
        />
      ) : form.values.country && classifications.isSuccess ? (
        <Text tone="muted" size="small">
          The visa check does not cover {countryLabel(form.values.country)} yet, so candidates will
          not see whether they can get a visa for this job.
        </Text>
      ) : null}
      <Stack space="small">
        <Checkbox label="Visa sponsorship available" {...form.checkbox('visaSponsorship')} />
        <Checkbox label="Relocation support offered" {...form.checkbox('relocationSupport')} />
      </Stack>
      {form.values.relocationSupport ? <RelocationPackageFields form={form} /> : null}

      <SalaryFields form={form} />

      <Heading level={3} as="h2">
        Company
      </Heading>
      {companyField ?? (
        <TextInput
          label="Company"
          readOnly
          hint={
            <>
              From your company profile. <Link href="/employer/profile">Edit Company Profile</Link>
            </>
          }
          {...form.field('companyInfo')}
        />
      )}
    </FormLayout>
  );
}
