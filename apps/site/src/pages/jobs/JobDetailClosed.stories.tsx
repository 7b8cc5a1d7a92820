import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import {
  defaultHandlers,
  defineCall,
  fixtures,
  handlers,
  postgrestError,
  rpcUrl,
} from '@globalhire/data/mocks';
import JobDetailPage from './JobDetailPage';
import { PageStory } from '../../testing/PageStory';

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

// The fixture's closing date is fixed in the past of a real clock; a live advert needs a future one.
const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });
/** Visitors cannot read a closed job's row: the page falls back to closed_job(). */
const hiddenJob = handlers.job.empty();

/** similar_jobs answers 500 the first time, then the fixtures: the retry story. */
const similarJobsCalls: number[] = [];
const similarJobsFailingOnce = defineCall<null>({
  method: 'post',
  url: rpcUrl('similar_jobs'),
  respond: () => {
    similarJobsCalls.push(similarJobsCalls.length + 1);
    if (similarJobsCalls.length === 1) {
      return postgrestError(500, {
        code: 'XX000',
        message: 'The server could not answer the request.',
      });
    }
    return HttpResponse.json(
      fixtures.similarJobs.map(({ company, ...job }, index) => ({
        ...job,
        company_name: company?.company_name ?? null,
        company_slug: company?.slug ?? null,
        score: 10 - index,
      })),
    );
  },
  fixture: null,
  empty: null,
})();

const meta = {
  title: 'Pages/JobDetail/Closed and similar jobs',
  component: PageStory,
  args: { page: JobDetailPage, path: '/jobs/:id', url: '/jobs/9' },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [hiddenJob, handlers.closedJob(), handlers.similarJobs(), ...defaultHandlers],
    },
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An expired job: closed, its title, company and dates kept, similar live jobs, no Apply. */
export const ExpiredJob: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'QA Analyst' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByText('This job is closed')).toBeInTheDocument();
    await expect(
      page.getByText(
        /Its advertising period ended on 15 February 2026, so it no longer accepts applications\./,
      ),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Maple Tech Solutions' })).toHaveAttribute(
      'href',
      '/employers/maple-tech-solutions',
    );
    await expect(page.getByText('16 January 2026')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    await expect(page.queryByRole('link', { name: 'Apply Now' })).toBeNull();
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();

    const similar = within(await page.findByRole('region', { name: 'Similar jobs' }, slow));
    const link = await similar.findByRole(
      'link',
      { name: 'Registered Nurse - Emergency Department' },
      slow,
    );
    await expect(link).toHaveAttribute('href', '/jobs/2');
    await expect(similar.getAllByRole('heading', { level: 3 })).toHaveLength(fixtures.similarJobs.length);
  },
};

/** Taken down by its employer before it expired. */
export const ClosedByEmployer: Story = {
  parameters: {
    msw: {
      handlers: [
        hiddenJob,
        handlers.closedJob({
          ...fixtures.closedJob,
          reason: 'closed',
          closed_at: '2026-02-01T09:00:00+00:00',
        }),
        handlers.similarJobs(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/The employer closed it on 1 February 2026/, undefined, slow),
    ).toBeInTheDocument();
  },
};

/** A closed job with no live job like it. */
export const ClosedWithoutSimilarJobs: Story = {
  parameters: {
    msw: {
      handlers: [hiddenJob, handlers.closedJob(), handlers.similarJobs.empty(), ...defaultHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No similar jobs are open right now.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getAllByRole('link', { name: 'Browse all jobs' }).length).toBeGreaterThan(0);
  },
};

/** While the closed job is looked up. */
export const ClosedJobLoading: Story = {
  parameters: { msw: { handlers: [hiddenJob, handlers.closedJob.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the job', undefined, slow),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A live job lists similar live jobs under the advert. */
export const LiveJobWithSimilarJobs: Story = {
  args: { url: '/jobs/1' },
  parameters: { msw: { handlers: [liveJob, handlers.similarJobs(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Senior Software Engineer' }, slow),
    ).toBeInTheDocument();
    const similar = within(await page.findByRole('region', { name: 'Similar jobs' }, slow));
    await expect(await similar.findByRole('link', { name: 'Data Analyst' }, slow)).toHaveAttribute(
      'href',
      '/jobs/3',
    );
    await expect(page.queryByText('This job is closed')).toBeNull();
  },
};

/** Similar jobs still loading under a live advert. */
export const SimilarJobsLoading: Story = {
  args: { url: '/jobs/1' },
  parameters: { msw: { handlers: [liveJob, handlers.similarJobs.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading similar jobs' }, slow),
    ).toBeInTheDocument();
  },
};

/** Similar jobs fail to load once; Try again asks again and shows them. */
export const SimilarJobsError: Story = {
  args: { url: '/jobs/1' },
  parameters: { msw: { handlers: [liveJob, similarJobsFailingOnce, ...defaultHandlers] } },
  beforeEach: () => {
    similarJobsCalls.length = 0;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const alert = await page.findByRole('alert', undefined, slow);
    await expect(alert).toHaveTextContent('Similar jobs could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const similar = within(page.getByRole('region', { name: 'Similar jobs' }));
    await expect(
      await similar.findByRole('link', { name: 'Data Analyst' }, slow),
    ).toBeInTheDocument();
    await waitFor(
      () => expect(page.queryByText('Similar jobs could not be loaded.')).toBeNull(),
      slow,
    );
    await expect(similarJobsCalls).toHaveLength(2);
  },
};
