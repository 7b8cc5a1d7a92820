import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import {
  defaultHandlers,
  defineCall,
  employerLicenceTable,
  fixtures,
  handlers,
  rpcUrl,
} from '@globalhire/data/mocks';
import JobDetailPage from './JobDetailPage';
import { PageStory } from '../../testing/PageStory';
import { messages } from '../../content/messages';

/** Records every job view the page reports, so a story can check it is counted once. */
const viewedJobs: number[] = [];
const countingViews = defineCall<number>({
  method: 'post',
  url: rpcUrl('record_job_view'),
  respond: async (request) => {
    viewedJobs.push(((await request.clone().json()) as { job_id: number }).job_id);
    return HttpResponse.json(viewedJobs.length);
  },
  fixture: 1,
  empty: 0,
});

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

// The fixture's closing date is fixed in the past of a real clock; a live advert needs a future one.
const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });

/** Waits for a button to be usable (Apply Now is busy while the session and application load). */
async function enabledButton(scope: ReturnType<typeof within>, name: string) {
  return waitFor(() => {
    const button = scope.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  }, slow);
}

const meta = {
  title: 'Pages/JobDetail',
  component: PageStory,
  args: { page: JobDetailPage, path: '/jobs/:id', url: '/jobs/1' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [liveJob, countingViews(), ...defaultHandlers] },
  },
  beforeEach: () => {
    viewedJobs.length = 0;
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const notApplied = handlers.myApplication.empty();

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole(
      'heading',
      { level: 1, name: 'Senior Software Engineer' },
      slow,
    );
    await expect(heading).toBeInTheDocument();
    // The job's own facts, not the similar jobs' cards further down.
    const job = within(heading.closest('article') as HTMLElement);
    // The company name links to the employer's page, and so does Employer Profile, a quiet link
    // in the company's card rather than a third full-width button beside Apply Now.
    await expect(job.getByRole('link', { name: 'Maple Tech Solutions' })).toHaveAttribute(
      'href',
      '/employers/maple-tech-solutions',
    );
    await expect(page.getByRole('link', { name: 'Employer Profile' })).toHaveAttribute(
      'href',
      '/employers/maple-tech-solutions',
    );
    await expect(page.queryByRole('button', { name: 'Employer Profile' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/jobs');
    // Back from login, the application opens by itself (Pages/JobDetail/Apply).
    const actions = within(page.getByRole('group', { name: 'Job actions' }));
    await expect(await actions.findByRole('link', { name: 'Apply Now' }, slow)).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fjobs%2F1%3Fapply%3D1',
    );
    await expect(actions.getByRole('button', { name: 'Save job' })).toBeInTheDocument();
    // Apply Now once on the page.
    await expect(page.getAllByRole('link', { name: 'Apply Now' })).toHaveLength(1);
    await expect(page.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    await expect(job.getByText('Full-time')).toBeInTheDocument();
    await expect(job.getByText('CA$120,000 - CA$150,000 per year')).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    // Every date on the page in one format, the similar jobs' too: no '3 days ago'.
    await expect(job.getByText('Posted 3 March 2026')).toBeInTheDocument();
    await expect(job.getByText('Apply before 2 April 2030')).toBeInTheDocument();
    const similar = await page.findByRole('region', { name: 'Similar jobs' }, slow);
    await within(similar).findAllByRole('heading', { level: 3 }, slow);
    for (const part of [heading.closest('article')!, similar])
      await expect(part.textContent).not.toMatch(/\bago\b|yesterday|today/i);
    for (const posted of within(similar).getAllByText(/^Posted /))
      await expect(posted.textContent).toMatch(/^Posted \d{1,2} [A-Z][a-z]+ \d{4}$/);

    const jsonLd = canvasElement.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(jsonLd?.textContent ?? '{}');
    await expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Senior Software Engineer',
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressCountry: 'CA' } },
      baseSalary: { currency: 'CAD', value: { unitText: 'YEAR' } },
      directApply: true,
    });
    await waitFor(() => expect(viewedJobs).toEqual([1]), slow);
  },
};

/** The job's key facts at the head of the advert ('Apply by 31 March 2030', ...). */
const keyFacts = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('article [data-slot="job-facts"]')!);

/** The detail of a fact in the job overview ('Openings' → '3'), by its term. */
const overviewFact = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt *' }).closest('div')?.querySelector('dd');

/** The employer's closing date ends the listing, so the key facts give it; and how many it hires. */
export const ClosingDateAndOpenings: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.job({
          ...fixtures.jobDetail,
          closes_on: '2030-03-31',
          expires_at: '2030-04-01T00:00:00+00:00',
          openings: 3,
        }),
        countingViews(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Job overview' }, slow);
    await expect(keyFacts(canvasElement).getByText('Apply by 31 March 2030')).toBeInTheDocument();
    await expect(overviewFact(canvasElement, 'Openings')).toHaveTextContent(/^3$/);
    await expect(within(canvasElement).queryByText(/Apply before/)).toBeNull();
    const jsonLd = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      validThrough: '2030-04-01T00:00:00+00:00',
      totalJobOpenings: 3,
    });
  },
};

/** Without a closing date (or with one after the plan's period) the listing's end is given. */
export const ListingPeriodEndsFirst: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.job({
          ...fixtures.jobDetail,
          closes_on: '2030-06-30',
          expires_at: '2030-04-02T09:00:00+00:00',
        }),
        countingViews(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Job overview' }, slow);
    await expect(
      keyFacts(canvasElement).getByText('Apply before 2 April 2030'),
    ).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(/Apply by/)).toBeNull();
    await expect(overviewFact(canvasElement, 'Openings')).toHaveTextContent(/^2$/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.job.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the job', undefined, slow),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlers.job.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, slow);
    await expect(alert).toHaveTextContent('This job could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { url: '/jobs/999' },
  parameters: {
    msw: {
      handlers: [
        handlers.job.empty(),
        handlers.closedJob.empty(),
        countingViews(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: messages.jobNotFound }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
    await expect(viewedJobs).toEqual([]);
  },
};

export const InvalidId: Story = {
  args: { url: '/jobs/not-a-number' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: messages.jobNotFound },
        slow,
      ),
    ).toBeInTheDocument();
  },
};

export const CandidateApplies: Story = {
  args: { as: 'candidate' },
  parameters: { msw: { handlers: [notApplied, liveJob, countingViews(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await enabledButton(page, 'Apply Now'));
    const dialog = await page.findByRole(
      'dialog',
      { name: 'Apply for Senior Software Engineer' },
      slow,
    );
    await userEvent.type(
      within(dialog).getByLabelText('Cover letter (optional)'),
      'Six years of Kotlin payments work.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expect(await page.findByRole('button', { name: 'Applied' }, slow)).toBeDisabled();
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(await page.findByText('Application sent', undefined, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Track your application' })).toHaveAttribute(
      'href',
      '/applicant/applications',
    );
  },
};

export const CandidateAppliesWithCv: Story = {
  args: { as: 'candidate' },
  parameters: { msw: { handlers: [notApplied, liveJob, countingViews(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await enabledButton(page, 'Apply Now'));
    const dialog = await page.findByRole('dialog', undefined, slow);
    const cv = new File(['%PDF-1.7 curriculum vitae'], 'carlos-mendes-cv.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(within(dialog).getByLabelText('CV (optional)'), cv);
    await expect(within(dialog).getByText('carlos-mendes-cv.pdf')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expect(await page.findByRole('button', { name: 'Applied' }, slow)).toBeDisabled();
  },
};

export const ApplyDialogValidation: Story = {
  args: { as: 'candidate' },
  parameters: { msw: { handlers: [notApplied, liveJob, countingViews(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await enabledButton(page, 'Apply Now'));
    const dialog = within(await page.findByRole('dialog', undefined, slow));
    const image = new File(['png'], 'passport-photo.png', { type: 'image/png' });
    await userEvent.upload(dialog.getByLabelText('CV (optional)'), image, { applyAccept: false });
    await expect(
      dialog.getByText('This file type is not accepted. Please choose a PDF or Word document.'),
    ).toBeInTheDocument();

    await userEvent.click(dialog.getByLabelText('Cover letter (optional)'));
    await userEvent.paste('x'.repeat(5001));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    await expect(
      await dialog.findByText('Keep the cover letter under 5,000 characters.', undefined, slow),
    ).toBeInTheDocument();
    await expect(dialog.getByLabelText('Cover letter (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.queryByRole('button', { name: 'Applied' })).toBeNull();
  },
};

export const ApplyFails: Story = {
  args: { as: 'candidate' },
  parameters: {
    msw: {
      handlers: [
        notApplied,
        handlers.applyToJob.error(500),
        liveJob,
        countingViews(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await enabledButton(page, 'Apply Now'));
    const dialog = within(await page.findByRole('dialog', undefined, slow));
    await userEvent.click(await dialog.findByRole('button', { name: 'Submit Application' }, slow));
    const alert = await dialog.findByRole('alert', undefined, slow);
    await expect(alert).toHaveTextContent('Your application was not sent.');
    await expect(alert).toHaveTextContent('The server could not answer the request.');
    await expect(
      await dialog.findByRole('button', { name: 'Submit Application' }, slow),
    ).toBeEnabled();
  },
};

export const CandidateAlreadyApplied: Story = {
  args: { as: 'candidate' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Applied' }, slow)).toBeDisabled();
    await expect(page.getByText(/You applied on 4 March 2026\./)).toBeInTheDocument();
  },
};

export const EmployerCannotApply: Story = {
  args: { as: 'employer' },
  parameters: {
    msw: {
      handlers: [
        handlers.profile(fixtures.profiles.employer),
        liveJob,
        countingViews(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const reason = await page.findByText(/Employer accounts cannot apply to jobs/, undefined, slow);
    const apply = page.getByRole('button', { name: 'Apply Now' });
    await expect(apply).toBeDisabled();
    await expect(apply).toHaveAttribute('aria-describedby', reason.id);
  },
};

export const PendingJobSeenByItsEmployer: Story = {
  args: { as: 'employer' },
  parameters: {
    msw: {
      handlers: [
        handlers.profile(fixtures.profiles.employer),
        handlers.job({ ...fixtures.jobDetail, approved: null }),
        countingViews(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/waiting for approval/, undefined, slow),
    ).toBeInTheDocument();
    await expect(canvasElement.querySelector('script[type="application/ld+json"]')).toBeNull();
  },
};

/** The company's verified licence to sponsor, beside its name in "About the company". */
export const VerifiedSponsor: Story = {
  parameters: {
    msw: {
      handlers: [
        liveJob,
        countingViews(),
        ...employerLicenceTable([fixtures.mapleLicences.verifiedUk]),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const about = await page.findByRole(
      'heading',
      { level: 2, name: 'About Maple Tech Solutions' },
      slow,
    );
    const card = within(about.closest<HTMLElement>('[data-slot="card"]')!);
    const badges = within(
      await card.findByRole('list', { name: 'Right to sponsor, verified by GlobalHire' }, slow),
    );
    await expect(badges.getByRole('listitem')).toHaveTextContent('UK licensed sponsor, verified');
  },
};
