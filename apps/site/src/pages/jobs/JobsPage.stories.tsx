import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import JobsPage from './JobsPage';
import { PageStory } from '../../testing/PageStory';
import { messages } from '../../content/messages';
import { failingOnceSearch, filteringSearch, manyJobs, withLocationProbe } from './jobsStoryMocks';

const meta = {
  title: 'Pages/Jobs',
  component: PageStory,
  args: { page: withLocationProbe(JobsPage), path: '/jobs' },
  parameters: { layout: 'fullscreen', msw: { handlers: [filteringSearch(), ...defaultHandlers] } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: '5 jobs found' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /^Senior Software Engineer/ })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    // Newest first, as the server sorts them.
    const titles = page.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles[0]).toBe('Senior Software Engineer');
    await expect(page.queryByRole('navigation', { name: 'Job results pages' })).toBeNull();
  },
};

/** A select or checkbox applies at once; the keyword searches on Enter, not while typing. */
export const FiltersUpdateUrlAndResults: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: '5 jobs found' }, slow);
    await userEvent.selectOptions(page.getByLabelText('Job Category'), 'healthcare');
    await expect(
      await page.findByRole('heading', { name: '1 job found' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /^Registered Nurse/ })).toBeInTheDocument();
    await expect(page.getByTestId('location')).toHaveTextContent('/jobs?category=healthcare');

    await userEvent.click(page.getByLabelText('Relocation support'));
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(
        '/jobs?category=healthcare&relocation=1',
      ),
    );

    await userEvent.selectOptions(page.getByLabelText('Job Category'), '');
    await userEvent.type(page.getByLabelText('Keyword'), 'engineer');
    // Typing is a draft: nothing is searched until the keyword is committed.
    await expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs\?relocation=1$/);
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(page.getByTestId('location')).toHaveTextContent('/jobs?q=engineer&relocation=1'),
      slow,
    );
    await expect(
      await page.findByRole('heading', { name: '2 jobs found' }, slow),
    ).toBeInTheDocument();

    await userEvent.click(page.getByRole('link', { name: 'Reset' }));
    await waitFor(() => expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs$/));
    await expect(page.getByLabelText('Keyword')).toHaveValue('');
    await expect(
      await page.findByRole('heading', { name: '5 jobs found' }, slow),
    ).toBeInTheDocument();
  },
};

export const FiltersFromTheUrl: Story = {
  args: { url: '/jobs?q=teacher&country=new-zealand&type=on-site&visa=1&salary=50000' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: '1 job found' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByLabelText('Keyword')).toHaveValue('teacher');
    await expect(page.getByLabelText('Location')).toHaveValue('new-zealand');
    await expect(page.getByLabelText('Work Type')).toHaveValue('on-site');
    await expect(page.getByLabelText('Visa sponsorship')).toBeChecked();
    await expect(page.getByLabelText('Minimum salary')).toHaveValue(50000);
  },
};

export const Paging: Story = {
  parameters: { msw: { handlers: [filteringSearch(manyJobs), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Showing 1–20 of 45 jobs' }, slow);
    const paging = page.getByRole('navigation', { name: 'Job results pages' });
    await expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(paging).getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(within(paging).getByRole('link', { name: 'Next' }));
    const heading = await page.findByRole('heading', { name: 'Showing 21–40 of 45 jobs' }, slow);
    await expect(page.getByTestId('location')).toHaveTextContent('/jobs?page=2');
    await expect(page.getByRole('link', { name: manyJobs[20]!.title })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());

    await userEvent.click(page.getByRole('link', { name: 'Next' }));
    await page.findByRole('heading', { name: 'Showing 41–45 of 45 jobs' }, slow);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(page.getByRole('link', { name: 'Previous' }));
    await page.findByRole('heading', { name: 'Showing 21–40 of 45 jobs' }, slow);
    await expect(page.getByTestId('location')).toHaveTextContent('/jobs?page=2');
  },
};

export const FilteringReturnsToPageOne: Story = {
  args: { url: '/jobs?page=3' },
  parameters: { msw: { handlers: [filteringSearch(manyJobs), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Showing 41–45 of 45 jobs' }, slow);
    await userEvent.selectOptions(page.getByLabelText('Work Type'), 'remote');
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs\?type=remote$/),
    );
    await expect(
      await page.findByRole('heading', { name: '9 jobs found' }, slow),
    ).toBeInTheDocument();
  },
};

export const PastTheLastPage: Story = {
  args: { url: '/jobs?page=9' },
  parameters: { msw: { handlers: [filteringSearch(manyJobs), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'No jobs on page 9' }, slow),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('link', { name: 'Go to the first page' }));
    await expect(
      await page.findByRole('heading', { name: 'Showing 1–20 of 45 jobs' }, slow),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { url: '/jobs?category=legal' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(messages.noJobs, undefined, slow)).toBeInTheDocument();
    await userEvent.click(page.getByRole('link', { name: 'Clear all filters' }));
    await expect(
      await page.findByRole('heading', { name: '5 jobs found' }, slow),
    ).toBeInTheDocument();
  },
};

/** Nothing in the chosen country: the countries where the same search finds jobs, as links. */
export const EmptyHereJobsElsewhere: Story = {
  args: { url: '/jobs?category=it&country=ireland' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(messages.noJobs, undefined, slow)).toBeInTheDocument();
    const list = page.getByRole('list', { name: 'Matching jobs in other countries' });
    const canada = within(list).getByRole('link', { name: 'Canada (1)' });
    await expect(canada.getAttribute('href')).toMatch(/country=canada/);
    await expect(canada.getAttribute('href')).toMatch(/category=it/);
    await expect(
      within(list).getByRole('link', { name: 'United Kingdom (1)' }),
    ).toBeInTheDocument();
    await userEvent.click(canada);
    await expect(
      await page.findByRole('heading', { name: '1 job found' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /^Senior Software Engineer/ })).toBeInTheDocument();
  },
};

/** No job matches anywhere: clearing the filters, or the countries that have jobs at all. */
export const EmptyEverywhere: Story = {
  args: { url: '/jobs?category=legal' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(messages.noJobs, undefined, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    const list = await page.findByRole('list', { name: 'Countries with open jobs' }, slow);
    await expect(within(list).getByRole('link', { name: 'Australia (1)' })).toHaveAttribute(
      'href',
      '/jobs?country=australia',
    );
  },
};

export const NoJobsAtAll: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.searchJobs.empty(),
        handlers.liveJobCountries.empty(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(messages.noJobs, undefined, slow)).toBeInTheDocument();
    await expect(page.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
    await expect(page.queryByRole('list', { name: 'Countries with open jobs' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.searchJobs.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { name: 'Searching jobs…' }, slow);
    await expect(heading.closest('section')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlers.searchJobs.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, slow);
    await expect(alert).toHaveTextContent('Jobs could not be loaded.');
    // Never the server's own words: a visitor is told what happened and what to do.
    await expect(alert).toHaveTextContent('The search did not answer.');
    await expect(alert).not.toHaveTextContent('The server could not answer the request.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const RetryAfterError: Story = {
  // At 375 px the results remount and fetch again, which succeeds: resized, the story would
  // no longer show the error.
  tags: ['visual-render-per-viewport'],
  parameters: { msw: { handlers: [failingOnceSearch(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Try again' }, slow));
    await expect(
      await page.findByRole('heading', { name: '5 jobs found' }, slow),
    ).toBeInTheDocument();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};
