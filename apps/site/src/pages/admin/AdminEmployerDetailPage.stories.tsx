import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import AdminEmployerDetailPage from './AdminEmployerDetailPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const detail = fixtures.adminEmployerDetail;

const meta = {
  title: 'Pages/Admin/Employer Details',
  component: PageStory,
  args: {
    page: AdminEmployerDetailPage,
    path: '/admin/employers/:id',
    url: `/admin/employers/${detail.southernCrossId}`,
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement, name: string) => {
  const page = within(canvasElement);
  await page.findByRole('heading', { level: 2, name }, slow);
  return page;
};

/** The list of checks, once the counts and licences behind it are in. */
const checks = (canvasElement: HTMLElement) =>
  waitFor(() => within(within(canvasElement).getByRole('list', { name: 'Checks' })), slow);

/**
 * Southern Cross Construction waits for verification: the checks, its contact details (the email
 * published, phone and address private), every job with a rejected one, a licence claim and the
 * audit history.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Southern Cross Construction');
    const flags = await checks(canvasElement);
    await expect(flags.getByText('Not verified yet')).toBeInTheDocument();
    await expect(flags.getByText('1 of its 3 jobs is rejected.')).toBeInTheDocument();
    await expect(
      flags.getByText("1 sponsor licence claim waits for an admin's check."),
    ).toBeInTheDocument();
    await expect(page.getByText('Mia Harris')).toBeInTheDocument();
    await expect(page.getByText(/\(shown on the company page\)/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: '+61 8 5550 4410' })).toHaveAttribute(
      'href',
      'tel:+61855504410',
    );
    await expect(
      page.getByRole('link', { name: /https:\/\/www\.southerncross\.example/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const jobs = within(await page.findByRole('table', { name: 'Jobs' }, slow));
    await expect(jobs.getAllByRole('row')).toHaveLength(4);
    await expect(jobs.getByText('Rejected')).toBeInTheDocument();
    await expect(page.getByText('Rejected: 1')).toBeInTheDocument();
    await expect(page.getByText('Applications received: 0 applications.')).toBeInTheDocument();
    const licences = within(page.getByRole('list', { name: 'Sponsor licences' }));
    await expect(licences.getByText('AU standard business sponsor')).toBeInTheDocument();
    await expect(licences.getByText('Claimed')).toBeInTheDocument();
    const audit = within(await page.findByRole('table', { name: 'Audit history' }, slow));
    await expect(audit.getByRole('link', { name: 'Crane Operator' })).toHaveAttribute(
      'href',
      '/jobs/19',
    );
  },
};

/** Northwind Staffing was blocked: the reason first, its live job and the applications it received. */
export const Blocked: Story = {
  args: { url: `/admin/employers/${detail.northwindId}` },
  parameters: adminMocks([
    handlers.adminEmployer(detail.blockedEmployerProfile),
    handlers.adminEmployerJobs(detail.blockedEmployerJobs),
    handlers.adminEmployerLicences.empty(),
    handlers.adminAccountActivity({ [detail.northwindId]: detail.blockedEmployerActivityRows }),
    handlers.adminAccountAudit({ [detail.northwindId]: detail.blockedEmployerAuditEntries }),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Northwind Staffing');
    const flags = await checks(canvasElement);
    await expect(
      flags.getByText(
        'Since 12 March 2026. Reason: Job posts asked candidates for placement fees.',
      ),
    ).toBeInTheDocument();
    await expect(flags.queryByText('Not verified yet')).toBeNull();
    // A blocked company has no public page to link to.
    await expect(page.queryByRole('link', { name: 'Public company page' })).toBeNull();
    await expect(
      await page.findByText(
        'Applications received: 6 applications: 2 new, 3 shortlisted, 1 rejected.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    await expect(page.getByText('6 (2 new)')).toBeInTheDocument();
    await expect(page.getByText('No sponsor licence claimed.')).toBeInTheDocument();
    const audit = within(await page.findByRole('table', { name: 'Audit history' }, slow));
    await expect(audit.getByText('Account blocked')).toBeInTheDocument();
    await expect(audit.getByText('Employer verified')).toBeInTheDocument();
  },
};

/** A company that has posted nothing yet, with no trail. */
export const NothingYet: Story = {
  parameters: adminMocks([
    handlers.adminEmployerJobs.empty(),
    handlers.adminEmployerLicences.empty(),
    handlers.adminAccountActivity.empty(),
    handlers.adminAccountAudit.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Southern Cross Construction');
    await expect(await page.findByText('No jobs yet', {}, slow)).toBeInTheDocument();
    await expect(page.getByText('No sponsor licence claimed.')).toBeInTheDocument();
    await expect(await page.findByText('No actions recorded yet', {}, slow)).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: adminMocks([handlers.adminEmployer.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No such employer', {}, slow)).toBeInTheDocument();
    for (const link of page.getAllByRole('link', { name: 'All employers' }))
      await expect(link).toHaveAttribute('href', '/admin/employers');
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminEmployer.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the employer', {}, slow),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminEmployer.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The employer could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The profile is in; sections still loading show skeletons in place. */
export const SectionsLoading: Story = {
  parameters: adminMocks([
    handlers.adminEmployerJobs.loading(),
    handlers.adminEmployerLicences.loading(),
    handlers.adminAccountActivity.loading(),
    handlers.adminAccountAudit.loading(),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Southern Cross Construction');
    await expect(page.getByLabelText('Loading: Jobs')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByLabelText('Loading: Sponsor licences')).toBeInTheDocument();
  },
};

/** A section that fails says so with Try again; the rest of the page stays usable. */
export const SectionsFailed: Story = {
  parameters: adminMocks([
    handlers.adminEmployerJobs.error(500),
    handlers.adminEmployerLicences.error(500),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Southern Cross Construction');
    await expect(
      await page.findByText('The jobs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('The sponsor licences could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('table', { name: 'Audit history' }, slow),
    ).toBeInTheDocument();
  },
};
