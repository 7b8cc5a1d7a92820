import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobCard, Stack, vars } from '@globalhire/ui';

const listWidth: Decorator = (Story) => (
  <div style={{ maxWidth: vars.contentWidth.medium }}>
    <Story />
  </div>
);

const meta = {
  title: 'Job board/JobCard',
  id: 'components-jobcard',
  component: JobCard,
  decorators: [listWidth],
  args: {
    title: 'Registered Nurse – Intensive Care',
    href: '/jobs/1',
    company: 'Sydney Health Partners',
    location: 'Sydney, Australia',
    workType: 'On-site',
    employmentType: 'Full-time',
    salary: 'A$95,000 - A$110,000 per year',
    badges: [
      { label: 'Visa sponsorship', tone: 'positive' },
      { label: 'Relocation support', tone: 'info' },
    ],
    postedText: 'Posted 3 days ago',
    featured: false,
    titleAs: 'h3',
  },
  // Work and employment types are display text (a page may translate them), so the props are
  // strings; the choices are the words the site shows.
  argTypes: {
    logo: { control: false },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4'] },
    workType: { control: 'select', options: ['Remote', 'On-site', 'Hybrid'] },
    employmentType: {
      control: 'select',
      options: ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'],
    },
  },
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One link for the whole card, named by the job title and described by the company.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Registered Nurse – Intensive Care');
    await expect(links[0]).toHaveAccessibleDescription('Sydney Health Partners');
    await expect(links[0]).toHaveAttribute('href', '/jobs/1');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Registered Nurse – Intensive Care',
    );
    await expect(canvas.getByText('Visa sponsorship')).toBeVisible();
  },
};

export const Featured: Story = {
  args: {
    featured: true,
    badges: [
      { label: 'Featured', tone: 'brand' },
      { label: 'Visa sponsorship', tone: 'positive' },
    ],
  },
};

/** A salary in another currency with its converted value beside it (the visitor's currency). */
export const WithConvertedSalary: Story = {
  args: { salaryNote: '≈ £52,000 - £60,000 per year' },
  play: async ({ canvasElement }) => {
    const salary = canvasElement.querySelector('[data-fact="salary"]');
    await expect(salary).toHaveTextContent(
      'A$95,000 - A$110,000 per year ≈ £52,000 - £60,000 per year',
    );
  },
};

/** Only the required facts: no salary, badges or date. */
export const Minimal: Story = {
  args: {
    title: 'Warehouse Team Leader',
    company: 'Northline Logistics',
    location: 'Auckland, New Zealand',
    workType: undefined,
    employmentType: undefined,
    salary: undefined,
    badges: [],
    postedText: undefined,
  },
};

export const WithLogo: Story = {
  args: {
    logo: (
      <img
        alt=""
        src={`data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#0f766e"/><path d="M14 30c4-10 16-10 20 0" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/><circle cx="24" cy="17" r="4" fill="#fff"/></svg>')}`}
      />
    ),
  },
};

/** The jobs list: cards stacked as they appear in search results. */
export const List: Story = {
  render: () => (
    <Stack space="medium">
      <JobCard
        title="Registered Nurse – Intensive Care"
        href="/jobs/1"
        company="Sydney Health Partners"
        location="Sydney, Australia"
        workType="On-site"
        employmentType="Full-time"
        salary="A$95,000 - A$110,000 per year"
        badges={[
          { label: 'Featured', tone: 'brand' },
          { label: 'Visa sponsorship', tone: 'positive' },
        ]}
        postedText="Posted 3 days ago"
        featured
      />
      <JobCard
        title="Senior Software Engineer (Platform)"
        href="/jobs/2"
        company="Maple Cloud Systems"
        location="Toronto, Canada"
        workType="Hybrid"
        employmentType="Full-time"
        salary="CA$130,000 - CA$150,000 per year"
        badges={[{ label: 'Relocation support', tone: 'info' }]}
        postedText="Posted 1 week ago"
      />
      <JobCard
        title="Electrician – Commercial Projects"
        href="/jobs/3"
        company="Emerald Build Group"
        location="Dublin, Ireland"
        workType="On-site"
        employmentType="Contract"
        salary="€28 - €34 per hour"
        badges={[
          { label: 'Visa sponsorship', tone: 'positive' },
          { label: 'Relocation support', tone: 'info' },
        ]}
        postedText="Posted 2 weeks ago"
      />
    </Stack>
  ),
};

export const LongContent: Story = {
  args: {
    title:
      'Clinical Nurse Specialist – Paediatric Intensive Care Unit (Night Shift Rotation, 12-month fixed term with extension)',
    company: 'The Royal Children’s Hospital Melbourne Foundation and Research Institute',
    location: 'Parkville, Melbourne, Victoria, Australia',
    salary: 'A$118,000 - A$134,000 per year plus superannuation and shift allowances',
    badges: [
      { label: 'Featured', tone: 'brand' },
      { label: 'Visa sponsorship', tone: 'positive' },
      { label: 'Relocation support', tone: 'info' },
      { label: 'Urgent hire', tone: 'caution' },
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, args: Featured.args, tags: ['!dev'] };

/** A candidate's card: the Save toggle; pressing it asks for the other state. */
export const Saveable: Story = {
  args: { saved: false, onSaveToggle: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Registered Nurse – Intensive Care' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(args.onSaveToggle).toHaveBeenCalledWith(true);
  },
};

export const Saved: Story = {
  args: { saved: true, onSaveToggle: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Saved Registered Nurse – Intensive Care' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The toggle driven by state, as the site does it (keyboard: Tab to it, Space toggles). */
export const SaveToggleInteractive: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return <JobCard {...args} saved={saved} onSaveToggle={setSaved} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: /Registered Nurse/ });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveTextContent('Saved');
  },
};

/**
 * A visitor's card: Save submits a GET form to log in and come back (it works before any script
 * runs), with the toggle's look and name.
 */
export const SaveLink: Story = {
  args: { saveHref: '/login?returnTo=%2Fjobs%3Fsave%3D1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save Registered Nurse – Intensive Care' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await expect(save.closest('form')).toHaveAttribute('action', '/login');
    await expect(save).toHaveTextContent('Save');
  },
};

export const SavedDark: Story = {
  globals: { theme: 'dark' },
  args: { saved: true, onSaveToggle: fn() },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: Saveable.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: Saveable.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
