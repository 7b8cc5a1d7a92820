import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn } from 'storybook/test';
import {
  Alert,
  Button,
  Checkbox,
  DataTable,
  FormLayout,
  Heading,
  Inline,
  JobCard,
  PanelLayout,
  Pagination,
  Select,
  Stack,
  StatCard,
  StatusBadge,
  TextInput,
  Textarea,
  UIProvider,
  type DataTableColumn,
} from '@globalhire/ui';
import {
  adminJobs,
  type AdminJob,
} from '../../packages/ui/src/components/DataTable/DataTable.fixtures';
import {
  adminLinks,
  globalHireLogo,
  InertLink,
} from '../../packages/ui/src/components/PanelLayout/PanelLayout.fixtures';

// The screens of the Patterns page (Patterns.mdx): whole compositions of ui components, with
// the story data the component stories use. Each is also a story test (play and axe).

const jobs = [
  {
    title: 'Registered Nurse – Intensive Care',
    company: 'Sydney Health Partners',
    location: 'Sydney, Australia',
    salary: 'A$95,000 – A$110,000 per year',
    badges: [{ label: 'Visa sponsorship', tone: 'positive' as const }],
  },
  {
    title: 'Senior Software Engineer',
    company: 'Contoso Digital',
    location: 'Berlin, Germany',
    salary: '€75,000 – €90,000 per year',
    badges: [{ label: 'Relocation support', tone: 'info' as const }],
  },
  {
    title: 'Civil Engineer',
    company: 'Fabrikam Infrastructure',
    location: 'Toronto, Canada',
    salary: 'C$88,000 – C$102,000 per year',
    badges: [],
  },
];

/** Search results: a heading with the count, cards in a list, paging under them. */
function JobList() {
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  return (
    <Stack space="large">
      <Heading level={2}>{`${jobs.length} jobs abroad`}</Heading>
      <Stack as="ul" space="medium">
        {jobs.map((job, index) => (
          <JobCard
            key={job.title}
            {...job}
            href={`/jobs/${index + 1}`}
            workType="On-site"
            employmentType="Full-time"
            postedText="Posted 3 days ago"
            saved={saved.has(job.title)}
            onSaveToggle={(next) =>
              setSaved((current) => {
                const updated = new Set(current);
                if (next) updated.add(job.title);
                else updated.delete(job.title);
                return updated;
              })
            }
          />
        ))}
      </Stack>
      <Pagination page={1} pageCount={3} pageInfo="Page 1 of 3" onPrevious={fn()} onNext={fn()} />
    </Stack>
  );
}

const columns: DataTableColumn<AdminJob>[] = [
  { key: 'title', header: 'Job Title' },
  { key: 'company', header: 'Company' },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (job) => <StatusBadge status={job.status} />,
  },
  { key: 'applications', header: 'Applications', align: 'end' },
];

/** A role panel's page: the side menu, figures on top, the table of work below. */
function PanelScreen() {
  const pending = adminJobs.filter((job) => job.status === 'pending').length;
  return (
    <UIProvider linkComponent={InertLink}>
      <PanelLayout
        title="Admin Panel"
        logo={globalHireLogo}
        links={adminLinks}
        activeHref="/admin/jobs"
        logoutLabel="Logout"
        onLogout={fn()}
      >
        <Stack space="xlarge">
          <Heading level={2} as="h1">
            Manage All Jobs
          </Heading>
          <Inline space="large" collapseBelow="tablet">
            <StatCard label="Jobs" value={String(adminJobs.length)} />
            <StatCard label="Pending Approvals" value={String(pending)} tone="caution" />
          </Inline>
          <DataTable
            caption="All jobs"
            captionVisible
            columns={columns}
            rows={adminJobs}
            getRowId={(job) => job.id}
            emptyTitle="No jobs yet"
          />
        </Stack>
      </PanelLayout>
    </UIProvider>
  );
}

const topics = [
  { value: 'visa', label: 'Visa and relocation' },
  { value: 'billing', label: 'Billing' },
  { value: 'other', label: 'Something else' },
];

/** A form: fields with hints, errors shown on submit next to each field and summed up above. */
function ContactForm({ onSend }: { onSend: (values: Record<string, string>) => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value).trim()]),
    );
    const found: Record<string, string> = {};
    if (!values.name) found.name = 'Please enter your name.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email ?? ''))
      found.email = 'Please enter a valid email address.';
    if (!values.message) found.message = 'Please write your message.';
    setErrors(found);
    if (Object.keys(found).length === 0) onSend(values);
  };
  const count = Object.keys(errors).length;
  return (
    <FormLayout
      title="Contact us"
      description="We answer within two working days."
      onSubmit={submit}
      noValidate
      actions={<Button type="submit">Send message</Button>}
    >
      {count > 0 && (
        <Alert
          tone="critical"
          title={`Please correct ${count === 1 ? '1 field' : `${count} fields`}.`}
        >
          Each one says what it needs.
        </Alert>
      )}
      <TextInput label="Name" name="name" autoComplete="name" required error={errors.name} />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <Select label="Topic" name="topic" options={topics} defaultValue="visa" />
      <Textarea label="Message" name="message" rows={4} required error={errors.message} />
      <Checkbox label="Send me a copy" name="copy" />
    </FormLayout>
  );
}

const meta = {
  title: 'Patterns',
  tags: ['!autodocs'],
  // The page shows this file's code whole (Patterns.mdx); a canvas's snippet would only say <JobList />.
  parameters: { layout: 'padded', docs: { canvas: { sourceState: 'none' } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobListPattern: Story = {
  name: 'Job list',
  render: () => <JobList />,
  play: async ({ canvas, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save Civil Engineer' });
    await userEvent.click(save);
    await expect(canvas.getByRole('button', { name: 'Saved Civil Engineer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const PanelScreenPattern: Story = {
  name: 'Panel screen',
  parameters: { layout: 'fullscreen' },
  render: () => <PanelScreen />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All jobs' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage All Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const onSend = fn();

export const FormPattern: Story = {
  name: 'Form',
  render: () => <ContactForm onSend={onSend} />,
  play: async ({ canvas, userEvent }) => {
    onSend.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(canvas.getByText('Please correct 3 fields.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Amara Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'amara@example.com');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message' }),
      'Which visas do you cover?',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Amara Okafor', email: 'amara@example.com', topic: 'visa' }),
    );
  },
};
