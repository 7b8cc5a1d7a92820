import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers, storageUrl } from '@globalhire/data/mocks';
import AdminCandidateDetailPage from './AdminCandidateDetailPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const wei = fixtures.adminCandidateDetail;

const meta = {
  title: 'Pages/Admin/Candidate Details',
  component: PageStory,
  args: {
    page: AdminCandidateDetailPage,
    path: '/admin/candidates/:id',
    url: `/admin/candidates/${wei.weiChenId}`,
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

/** The list of checks, once the counts behind it are in. */
const checks = (canvasElement: HTMLElement) =>
  waitFor(() => within(within(canvasElement).getByRole('list', { name: 'Checks' })), slow);

/**
 * Wei Chen waits for approval: the checks, every profile field, the current CV and the one sent
 * with an application, a visa document to download, applications, the managed service and the
 * audit history.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Wei Chen');
    const flags = await checks(canvasElement);
    await expect(flags.getByText('Waiting for approval')).toBeInTheDocument();
    await expect(flags.getByText('2 applications, the last on 6 March 2026.')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'chen.wei@mail.example' })).toHaveAttribute(
      'href',
      'mailto:chen.wei@mail.example',
    );
    await expect(page.getByText('88 Keyuan Road, Nanshan District, Shenzhen')).toBeInTheDocument();
    const cvs = within(await page.findByRole('list', { name: 'CVs' }, slow));
    await expect(cvs.getAllByRole('listitem')).toHaveLength(2);
    await expect(cvs.getByText('Current CV')).toBeInTheDocument();
    const documents = within(
      await page.findByRole('list', { name: 'Documents for United States' }, slow),
    );
    await expect(
      documents.getByRole('button', { name: 'Download Passport (bio page)' }),
    ).toBeInTheDocument();
    await expect(
      documents.queryByRole('button', { name: 'Download Degree certificate' }),
    ).toBeNull();
    const applications = within(page.getByRole('table', { name: 'Applications' }));
    await expect(applications.getByRole('link', { name: 'BrightPath Digital' })).toHaveAttribute(
      'href',
      '/admin/employers/00000000-0000-4000-8000-0000000000e6',
    );
    await expect(applications.getByText('Sent by the recruitment team')).toBeInTheDocument();
    await expect(await page.findByText('Jordan Reyes', {}, slow)).toBeInTheDocument();
    const audit = within(await page.findByRole('table', { name: 'Audit history' }, slow));
    await expect(audit.getByText('Document requested')).toBeInTheDocument();
  },
};

/** The CV opens from the keyboard, through a link signed for one minute. */
export const DownloadCv: Story = {
  parameters: adminMocks([
    http.post(storageUrl('object/sign/cvs/*'), async ({ request }) => {
      const { expiresIn } = (await request.json()) as { expiresIn: number };
      const path = new URL(request.url).pathname.split('/storage/v1')[1] ?? '';
      return HttpResponse.json({
        signedURL: `${path}?token=mock-signed-token&expires=${expiresIn}`,
      });
    }),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Wei Chen');
    // The tab is stood in for, so the test can read where it was sent.
    const tab = { opener: window as Window | null, location: { href: '' }, close: () => undefined };
    const open = window.open;
    window.open = (() => tab) as unknown as typeof window.open;
    try {
      const button = await page.findByRole('button', { name: 'Download wei-chen-cv.pdf' }, slow);
      button.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(tab.location.href).toContain('expires=60'));
      await expect(tab.location.href).toContain(`/object/sign/cvs/${wei.weiChenId}/`);
      await expect(tab.opener).toBeNull();
    } finally {
      window.open = open;
    }
  },
};

/** The storage refuses to sign: the tab closes and a toast says why. */
export const DownloadRefused: Story = {
  parameters: adminMocks([handlers.cvDownloadUrl.error(403)]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Wei Chen');
    let closed = false;
    const open = window.open;
    window.open = (() => ({
      opener: window,
      location: { href: '' },
      close: () => (closed = true),
    })) as unknown as typeof window.open;
    try {
      await userEvent.click(
        await page.findByRole('button', { name: 'Download wei-chen-cv.pdf' }, slow),
      );
      await expectToast('The CV could not be opened.');
      await expect(closed).toBe(true);
    } finally {
      window.open = open;
    }
  },
};

/** Tomasz Nowak was blocked: the reason first, and the block in the audit history. */
export const Blocked: Story = {
  args: { url: `/admin/candidates/${wei.tomaszId}` },
  parameters: adminMocks([
    handlers.adminCandidate(wei.blockedCandidateProfile),
    handlers.adminCandidateApplications.empty(),
    handlers.adminCandidateVisaCases.empty(),
    handlers.adminCandidateEnrolment.empty(),
    handlers.adminAccountActivity({ [wei.tomaszId]: [] }),
    handlers.adminAccountAudit({ [wei.tomaszId]: wei.blockedCandidateAuditEntries }),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Tomasz Nowak');
    const flags = await checks(canvasElement);
    await expect(
      flags.getByText(
        'Since 10 March 2026. Reason: Sent the same message to every employer asking for money up front.',
      ),
    ).toBeInTheDocument();
    await expect(flags.getByText('No applications yet.')).toBeInTheDocument();
    await expect(await page.findByText('No CV uploaded yet.', {}, slow)).toBeInTheDocument();
    await expect(
      await page.findByText('No visa case, so no documents.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('Not enrolled in the managed service.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByText('No applications yet')).toBeInTheDocument();
    const audit = within(await page.findByRole('table', { name: 'Audit history' }, slow));
    await expect(audit.getByText('Account blocked')).toBeInTheDocument();
  },
};

/** A new account with no name or CV sent 12 of its 14 applications within one hour. */
export const UnusualApplying: Story = {
  args: { url: `/admin/candidates/${wei.newCandidateId}` },
  parameters: adminMocks([
    handlers.adminCandidate(wei.unusualCandidateProfile),
    handlers.adminCandidateApplications(wei.unusualCandidateApplications),
    handlers.adminCandidateVisaCases.empty(),
    handlers.adminCandidateEnrolment.empty(),
    handlers.adminAccountActivity({ [wei.newCandidateId]: wei.unusualCandidateActivityRows }),
    handlers.adminAccountAudit.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'jobs4you.2026@mail.example');
    const flags = await checks(canvasElement);
    await expect(flags.getByText('Many applications in a short time')).toBeInTheDocument();
    await expect(
      flags.getByText('12 applications within one hour, the last at 13 June 2026, 08:44 UTC.'),
    ).toBeInTheDocument();
    await expect(flags.getByText('No name, headline or country given.')).toBeInTheDocument();
    await expect(await page.findByText('14 applications: 14 new.', {}, slow)).toBeInTheDocument();
    await expect(await page.findByText('No actions recorded yet', {}, slow)).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: adminMocks([handlers.adminCandidate.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No such candidate', {}, slow)).toBeInTheDocument();
    for (const link of page.getAllByRole('link', { name: 'All candidates' }))
      await expect(link).toHaveAttribute('href', '/admin/candidates');
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminCandidate.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the candidate', {}, slow),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminCandidate.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The candidate could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The profile is in; sections still loading show skeletons in place. */
export const SectionsLoading: Story = {
  parameters: adminMocks([
    handlers.adminCandidateApplications.loading(),
    handlers.adminCandidateVisaCases.loading(),
    handlers.adminCandidateEnrolment.loading(),
    handlers.adminAccountActivity.loading(),
    handlers.adminAccountAudit.loading(),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Wei Chen');
    await expect(page.getByLabelText('Loading: Applications')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByLabelText('Loading: Audit history')).toBeInTheDocument();
  },
};

/** A section that fails says so with Try again; the rest of the page stays usable. */
export const SectionsFailed: Story = {
  parameters: adminMocks([
    handlers.adminCandidateApplications.error(500),
    handlers.adminAccountAudit.error(500),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement, 'Wei Chen');
    await expect(
      await page.findByText('The applications could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('The audit history could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(1);
    await expect(await page.findByText('Jordan Reyes', {}, slow)).toBeInTheDocument();
  },
};
