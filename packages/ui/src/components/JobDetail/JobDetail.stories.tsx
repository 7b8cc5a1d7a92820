import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark, Send } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button, ButtonLink, Card, Heading, JobDetail, Stack, Text } from '@globalhire/ui';

const description = `Sydney Health Partners is looking for an experienced Registered Nurse to join the 24-bed Intensive Care Unit at our flagship hospital in Sydney's inner west.

You will care for critically ill adults, work closely with intensivists and allied health staff, and mentor graduate nurses on rotation.

We sponsor the visa of the successful candidate and support the whole move, from registration with AHPRA to your first week in Sydney.`;

const meta = {
  title: 'Job board/JobDetail',
  id: 'components-jobdetail',
  component: JobDetail,
  tags: ['visual-mobile'],
  args: {
    title: 'Registered Nurse – Intensive Care',
    companyName: 'Sydney Health Partners',
    companyHref: '/employers/sydney-health-partners',
    location: 'Sydney, Australia',
    workType: 'On-site',
    employmentType: 'Full-time',
    salary: 'A$95,000 - A$110,000 per year',
    deadlineText: 'Apply by 31 January 2027',
    postedText: 'Posted 5 December 2026',
    badges: [
      { label: 'Visa sponsorship', tone: 'positive' },
      { label: 'Relocation support', tone: 'info' },
    ],
    description,
    requirements: [
      'Bachelor of Nursing or equivalent, and eligibility for AHPRA registration',
      'At least 2 years of recent ICU experience',
      'Advanced Life Support certification',
      'IELTS 7 in each band, or an equivalent OET result',
    ],
    benefits: [
      'Employer-sponsored visa with costs covered',
      'Relocation allowance and 4 weeks of temporary housing',
      '12% superannuation and salary packaging',
      'Funded postgraduate critical care study',
    ],
    descriptionHeading: 'Job Description',
    requirementsHeading: 'Requirements',
    benefitsHeading: 'Benefits',
    backLink: { label: 'Back to jobs', href: '/jobs' },
    actionsLabel: 'Job actions',
    actions: (
      <>
        <Button icon={<Send />}>Apply Now</Button>
        <Button variant="outline" tone="neutral" icon={<Bookmark />}>
          Save job
        </Button>
      </>
    ),
  },
  // Display text (a page may translate it), so strings; the choices are the words the site shows.
  argTypes: {
    actions: { control: false },
    aside: { control: false },
    logo: { control: false },
    workType: { control: 'select', options: ['Remote', 'On-site', 'Hybrid'] },
    employmentType: {
      control: 'select',
      options: ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship'],
    },
  },
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Registered Nurse – Intensive Care' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sydney Health Partners' })).toHaveAttribute(
      'href',
      '/employers/sydney-health-partners',
    );
    // The description keeps its paragraphs; each part is a region named by its heading.
    const descriptionRegion = canvas.getByRole('region', { name: 'Job Description' });
    await expect(descriptionRegion.querySelectorAll('p')).toHaveLength(3);
    const requirements = canvas.getByRole('region', { name: 'Requirements' });
    await expect(within(requirements).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Benefits' })).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Job actions' }));
    await expect(actions.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Save job' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Apply Now' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

/** With a side column: a company summary beside the advert on wide screens. */
export const WithAside: Story = {
  args: {
    aside: (
      <Card tone="raised">
        <Stack space="medium">
          <Heading level={4} as="h2">
            About Sydney Health Partners
          </Heading>
          <Text tone="muted" size="small">
            A network of three teaching hospitals in Sydney with 4,000 staff, sponsoring
            international nurses since 2012.
          </Text>
          <ButtonLink href="/employers/sydney-health-partners" variant="soft" fullWidth>
            View company
          </ButtonLink>
        </Stack>
      </Card>
    ),
  },
};

/** Applying is not possible for this visitor: the site passes a disabled action with its reason. */
export const ActionsUnavailable: Story = {
  args: {
    actions: (
      <>
        <Stack space="small">
          <Button disabled aria-describedby="job-detail-apply-reason">
            Apply Now
          </Button>
          <Text id="job-detail-apply-reason" size="small" tone="muted">
            Employers cannot apply for jobs.
          </Text>
        </Stack>
      </>
    ),
  },
};

/** Without requirements, benefits or a company page. */
export const Minimal: Story = {
  args: {
    companyHref: undefined,
    requirements: [],
    benefits: [],
    badges: [],
    postedText: undefined,
    deadlineText: undefined,
    salary: undefined,
    backLink: undefined,
    description: 'Warehouse team leader for our Auckland distribution centre.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Requirements' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Sydney Health Partners' })).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Clinical Nurse Specialist – Paediatric Intensive Care Unit (Night Shift Rotation, 12-month fixed term with extension)',
    companyName: 'The Royal Children’s Hospital Melbourne Foundation and Research Institute',
    description: `${description}\n\n${description}`,
    requirements: [
      'Bachelor of Nursing or equivalent, eligibility for AHPRA registration, and at least five years of post-registration experience including three in a tertiary paediatric or neonatal intensive care unit',
      'At least 2 years of recent ICU experience',
    ],
  },
};

/**
 * A phone (375 px): the key facts come before the description, and Apply and Save stay at the
 * bottom of the screen while the advert is read.
 */
export const NarrowViewport: Story = {
  args: WithAside.args,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const salary = canvas.getByText('A$95,000 - A$110,000 per year');
    const description = canvas.getByRole('region', { name: 'Job Description' });
    await expect(
      salary.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const bar = canvas.getByRole('group', { name: 'Job actions' });
    await expect(getComputedStyle(bar).position).toBe('sticky');
    // Stuck to the bottom of the screen while the advert goes on below it.
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(view.innerHeight);
    await expect(description.getBoundingClientRect().bottom).toBeGreaterThan(view.innerHeight);
  },
};

/** A desktop: the actions lead the side column, beside the start of the description. */
export const WideViewport: Story = {
  args: WithAside.args,
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Job actions' }).getBoundingClientRect();
    const description = canvas.getByRole('region', { name: 'Job Description' });
    const main = description.parentElement!.getBoundingClientRect();
    await expect(bar.left).toBeGreaterThanOrEqual(main.right);
    await expect(bar.top).toBeLessThan(description.getBoundingClientRect().bottom);
    await expect(bar.bottom).toBeLessThanOrEqual(
      canvas.getByRole('complementary').getBoundingClientRect().top,
    );
  },
};

export const Dark: Story = { args: WithAside.args, globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkNarrow: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: WithAside.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: WithAside.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
