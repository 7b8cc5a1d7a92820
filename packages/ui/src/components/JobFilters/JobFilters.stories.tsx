import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  JobFilters,
  emptyJobFilterValues,
  type JobFilterValues,
  type JobFiltersProps,
} from '@globalhire/ui';
import { exampleFieldNames as names } from './exampleFieldNames';

const labels: JobFiltersProps['labels'] = {
  title: 'Filter Jobs',
  form: 'Search jobs',
  keyword: 'Keyword',
  keywordPlaceholder: 'Job title or keyword',
  search: 'Search',
  country: 'Location',
  anyCountry: 'All locations',
  city: 'City',
  anyCity: 'All cities',
  category: 'Job Category',
  anyCategory: 'All categories',
  workType: 'Work Type',
  anyWorkType: 'Any work type',
  employmentType: 'Employment Type',
  anyEmploymentType: 'Any employment type',
  postedWithin: 'Date Posted',
  anyTime: 'Any time',
  visaSponsorship: 'Visa sponsorship',
  relocation: 'Relocation support',
  likelyTakeable: 'Jobs I can likely take',
  likelyTakeableHint: 'For your citizenships',
  minSalary: 'Minimum salary',
  minSalaryHint: 'Yearly, compared after converting each job’s salary',
  salaryCurrency: 'Currency',
  submit: 'Apply Filters',
  reset: 'Reset',
  toggle: 'Filters',
};

/** A controlled form the way a page uses it: the story holds the values. */
function ControlledFilters(props: JobFiltersProps) {
  const [values, setValues] = useState<JobFilterValues>(props.values);
  return (
    <div style={{ maxWidth: '22rem' }}>
      <JobFilters
        {...props}
        values={values}
        onChange={(next) => {
          setValues(next);
          props.onChange(next);
        }}
        onApply={(next) => {
          setValues(next);
          props.onApply(next);
        }}
      />
    </div>
  );
}


const meta = {
  title: 'Job board/JobFilters',
  id: 'components-jobfilters',
  component: JobFilters,
  tags: ['visual-mobile'],
  render: (args) => <ControlledFilters {...args} />,
  args: {
    id: 'job-search',
    action: '/jobs',
    values: emptyJobFilterValues,
    onChange: fn(),
    onApply: fn(),
    names,
    resetHref: '/jobs',
    labels,
    countryOptions: [
      { value: 'australia', label: 'Australia' },
      { value: 'canada', label: 'Canada' },
      { value: 'ireland', label: 'Ireland' },
      { value: 'new-zealand', label: 'New Zealand' },
      { value: 'united-kingdom', label: 'United Kingdom' },
      { value: 'united-states', label: 'United States' },
    ],
    categoryOptions: [
      { value: 'accounting', label: 'Accounting & Finance' },
      { value: 'education', label: 'Education & Training' },
      { value: 'healthcare', label: 'Healthcare & Medical' },
      { value: 'it', label: 'IT, Software & Data' },
      { value: 'manufacturing', label: 'Manufacturing, Engineering & Operations' },
      { value: 'supply-chain', label: 'Supply Chain, Logistics & Procurement' },
    ],
    cityOptions: [
      { value: 'London', label: 'London' },
      { value: 'Toronto', label: 'Toronto' },
    ],
    workTypeOptions: [
      { value: 'remote', label: 'Remote' },
      { value: 'on-site', label: 'On-site' },
      { value: 'hybrid', label: 'Hybrid' },
    ],
    employmentTypeOptions: [
      { value: 'full-time', label: 'Full-time' },
      { value: 'contract', label: 'Contract' },
    ],
    postedWithinOptions: [
      { value: '24h', label: 'Last 24 hours' },
      { value: '7d', label: 'Last 7 days' },
      { value: '30d', label: 'Last 30 days' },
    ],
    currencyOptions: [
      { value: 'GBP', label: 'GBP' },
      { value: 'EUR', label: 'EUR' },
    ],
    defaultCurrencyLabel: 'USD',
    defaultOpen: false,
  },
} satisfies Meta<typeof JobFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A select or checkbox applies at once; typed text is only a draft until it is committed (Enter,
 * or leaving the field). Reset is a link to the search without filters.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Keyword' }), 'nurse');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyJobFilterValues,
      keyword: 'nurse',
    });
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenLastCalledWith({
      ...emptyJobFilterValues,
      keyword: 'nurse',
    });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Location' }), 'canada');
    await expect(args.onApply).toHaveBeenLastCalledWith({
      ...emptyJobFilterValues,
      keyword: 'nurse',
      country: 'canada',
    });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Visa sponsorship' }));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Minimum salary' }), '60000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Currency' }), 'GBP');
    await expect(args.onApply).toHaveBeenLastCalledWith({
      ...emptyJobFilterValues,
      keyword: 'nurse',
      country: 'canada',
      visaSponsorship: true,
      minSalary: '60000',
      salaryCurrency: 'GBP',
    });
    await expect(canvas.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/jobs');
  },
};

/** Filters already chosen (from the URL). */
export const WithValues: Story = {
  args: {
    values: {
      keyword: 'software engineer',
      country: 'united-kingdom',
      city: 'London',
      category: 'it',
      workType: 'remote',
      employmentType: 'full-time',
      postedWithin: '30d',
      visaSponsorship: true,
      relocation: true,
      likelyTakeable: true,
      minSalary: '55000',
      salaryCurrency: 'GBP',
    },
  },
};

/**
 * Facet counts as the page passes them: each option's label carries its count, so the count is
 * what a screen reader reads with the option; options without jobs are left out by the page.
 */
export const WithFacetCounts: Story = {
  args: {
    countryOptions: [
      { value: 'canada', label: 'Canada (124)' },
      { value: 'united-kingdom', label: 'United Kingdom (1,208)' },
    ],
    cityOptions: [
      { value: 'London', label: 'London (97)' },
      { value: 'Toronto', label: 'Toronto (41)' },
    ],
    workTypeOptions: [
      { value: 'remote', label: 'Remote (88)' },
      { value: 'hybrid', label: 'Hybrid (230)' },
    ],
    postedWithinOptions: [
      { value: '24h', label: 'Last 24 hours (12)' },
      { value: '7d', label: 'Last 7 days (75)' },
      { value: '30d', label: 'Last 30 days (310)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('option', { name: 'Canada (124)' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Last 7 days (75)' })).toBeInTheDocument();
  },
};

/**
 * A very broad search: the page writes estimated counts as "about" and says so in a note under
 * the heading, in text that screen readers read too.
 */
export const WithEstimatedCounts: Story = {
  args: {
    note: 'Counts are estimates when a search matches more than 1,000 jobs.',
    countryOptions: [
      { value: 'canada', label: 'Canada (about 1,200)' },
      { value: 'united-kingdom', label: 'United Kingdom (about 4,300)' },
    ],
    workTypeOptions: [
      { value: 'remote', label: 'Remote (about 880)' },
      { value: 'hybrid', label: 'Hybrid (about 2,300)' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Counts are estimates when a search matches more than 1,000 jobs.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Canada (about 1,200)' })).toBeInTheDocument();
  },
};

/** Phones: the keyword comes first; the filters fold into a native disclosure with a count. */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { values: { ...emptyJobFilterValues, country: 'australia', visaSponsorship: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: 'Keyword' });
    await expect(keyword).toBeVisible();
    const summary = canvasElement.querySelector('summary')!;
    await expect(summary).toHaveTextContent('Filters 2');
    await expect(
      canvas.getByRole('checkbox', { name: 'Visa sponsorship', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(canvas.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeVisible();
  },
};

export const NarrowViewportOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { defaultOpen: true },
};

export const LongContent: Story = {
  args: {
    values: {
      ...emptyJobFilterValues,
      keyword: 'Registered nurse intensive care paediatrics night shift',
      category: 'manufacturing',
    },
    labels: {
      ...labels,
      visaSponsorship: 'Only show jobs where the employer sponsors a work visa',
      relocation: 'Only show jobs with relocation support (flights, housing or allowance)',
    },
  },
};

export const Dark: Story = {
  args: WithValues.args,
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const DarkNarrow: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: WithValues.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: WithValues.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
