import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { approximateSearch, defaultHandlers, handlers } from '@globalhire/data/mocks';
import JobsPage from './JobsPage';
import { PageStory } from '../../testing/PageStory';
import { messages } from '../../content/messages';
import { withLocationProbe } from './jobsStoryMocks';

// The search fixtures: the five sample jobs plus jobs paid in yen by the month, in euros by the
// hour and in dollars by the month, so sorting and converting across currencies can be seen.
const meta = {
  title: 'Pages/Jobs/Search',
  component: PageStory,
  args: { page: withLocationProbe(JobsPage), path: '/jobs' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [handlers.searchJobs(), ...defaultHandlers] },
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };
const titles = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardOf = (canvas: HTMLElement, title: string) =>
  within(canvas).getByRole('link', { name: title }).closest('article')!;

/**
 * A keyword matching thousands of jobs: the search counts exactly only up to 1,000, so the
 * heading says "1,000+", the filter counts read "about", a note says why, and paging offers the
 * pages the search can reach.
 */
export const EstimatedCounts: Story = {
  args: { url: '/jobs?q=engineer' },
  parameters: { msw: { handlers: [handlers.searchJobs(approximateSearch), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: '1,000+ jobs found' }, slow),
    ).toBeInTheDocument();
    await expect(
      page.getByText('Counts are estimates when a search matches more than 1,000 jobs.'),
    ).toBeInTheDocument();
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(
      within(location).getByRole('option', { name: 'Ireland (about 4,900)' }),
    ).toBeInTheDocument();
    await expect(
      within(page.getByRole('combobox', { name: 'Work Type' })).getByRole('option', {
        name: 'Hybrid (about 4,900)',
      }),
    ).toBeInTheDocument();
    // The estimated total is never shown as a number.
    await expect(page.queryByText(/9,737/)).toBeNull();
    const paging = page.getByRole('navigation', { name: 'Job results pages' });
    await expect(within(paging).getByText('Page 1 of 100')).toBeInTheDocument();
  },
};

/** Every option shows how many jobs it gives with the other filters; choosing one gives that many. */
export const FacetCounts: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: '8 jobs found' }, slow);
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(within(location).getByRole('option', { name: 'Ireland (2)' })).toBeInTheDocument();
    // Countries without jobs are left out.
    await expect(within(location).queryByRole('option', { name: /^France/ })).toBeNull();
    await expect(
      within(page.getByRole('combobox', { name: 'Work Type' })).getByRole('option', {
        name: 'Remote (2)',
      }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(location, 'ireland');
    await expect(
      await page.findByRole('heading', { level: 2, name: '2 jobs found' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByTestId('location')).toHaveTextContent('/jobs?country=ireland');
    // The cities follow: only Ireland's, each with its count.
    const city = page.getByRole('combobox', { name: 'City' });
    await waitFor(() =>
      expect(
        within(city)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All cities', 'Cork (1)', 'Dublin (1)']),
    );
    await userEvent.selectOptions(city, 'Cork');
    await expect(
      await page.findByRole('heading', { level: 2, name: '1 job found' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByTestId('location')).toHaveTextContent('/jobs?country=ireland&city=Cork');
  },
};

/** Salary high to low compares every salary as a year in one currency; ≈ shows the converted value. */
export const SortBySalary: Story = {
  args: { url: '/jobs?sort=salary&currency=GBP' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: '8 jobs found' }, slow);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('salary');
    // No keyword, nothing to rank by relevance.
    await expect(within(sort).queryByRole('option', { name: 'Relevance' })).toBeNull();
    // $11,000 a month, CA$150,000 and €45 an hour a year: the order of their value in pounds.
    await expect(titles(canvasElement).slice(0, 4)).toEqual([
      'Nurse Practitioner',
      'Senior Software Engineer',
      'Freelance Software Tester',
      'Data Analyst',
    ]);
    await expect(cardOf(canvasElement, 'Senior Software Engineer')).toHaveTextContent(/≈ £/);
    await expect(cardOf(canvasElement, 'Freelance Software Tester')).toHaveTextContent(
      /per hour.*≈ £.*per year/,
    );
    // Already yearly pounds: nothing to convert.
    await expect(cardOf(canvasElement, 'Data Analyst')).not.toHaveTextContent('≈');

    // Without a keyword, newest is the default: the empty choice, so the URL leaves it out.
    await userEvent.selectOptions(sort, 'Newest');
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs\?currency=GBP$/),
    );
    await waitFor(() =>
      expect(titles(canvasElement)[0]).toBe('Bilingual Customer Support Specialist'),
    );
  },
};

/**
 * With a keyword, relevance is offered and is the default; the sort belongs to the search form,
 * so it stays when filters change.
 */
export const SortWithAKeyword: Story = {
  args: { url: '/jobs?q=software' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: '2 jobs found' }, slow);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveDisplayValue('Relevance');
    await userEvent.selectOptions(sort, 'salary');
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent('/jobs?q=software&sort=salary'),
    );
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Work Type' }), 'remote');
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(
        '/jobs?q=software&type=remote&sort=salary',
      ),
    );
  },
};

/** A minimum of £80,000 a year keeps the jobs worth that much once converted, whatever they pay in. */
export const MinimumSalaryInACurrency: Story = {
  args: { url: '/jobs?salary=80000&currency=GBP&sort=salary' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: '3 jobs found' }, slow);
    await expect(page.getByRole('spinbutton', { name: 'Minimum salary' })).toHaveValue(80000);
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');
    await expect(titles(canvasElement)).toEqual([
      'Nurse Practitioner',
      'Senior Software Engineer',
      'Freelance Software Tester',
    ]);
    await expect(cardOf(canvasElement, 'Nurse Practitioner')).toHaveTextContent(/per month.*≈ £/);
    // The visitor's own currency (here USD) is the empty choice; with a salary it stays in the URL.
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Currency' }), 'USD');
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(
        '/jobs?salary=80000&currency=USD&sort=salary',
      ),
    );
    // $80,000 is less than £80,000: the Data Analyst's £65,000 now passes too.
    await page.findByRole('heading', { level: 2, name: '4 jobs found' }, slow);
  },
};

/** A tampered link: what no control can show is ignored, with one short note each. */
export const IgnoredLinkValues: Story = {
  args: {
    url: '/jobs?q=%21%21%21&salary=abc&currency=XYZ&sort=cheapest&country=atlantis&page=-2',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: '8 jobs found' }, slow);
    const note = page.getByRole('status');
    await expect(note).toHaveTextContent('Part of this link was ignored');
    for (const line of [
      'Ignored keyword "!!!": no letters or numbers',
      'Ignored country "atlantis": not a country we list',
      'Ignored salary "abc": not a number',
      'Ignored currency "XYZ": not a currency we convert',
      'Ignored sort "cheapest": use relevance, newest or salary',
      'Ignored page "-2": not a page number',
    ])
      await expect(within(note).getByText(line)).toBeInTheDocument();
    await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('');
  },
};

/** No jobs for these filters: the chosen option stays with (0), the others still show theirs. */
export const EmptyWithCounts: Story = {
  args: { url: '/jobs?country=japan&type=remote' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(messages.noJobs, undefined, slow)).toBeInTheDocument();
    const location = page.getByRole('combobox', { name: 'Location' });
    await expect(location).toHaveValue('japan');
    await expect(within(location).getByRole('option', { name: 'Japan (0)' })).toBeInTheDocument();
    await expect(within(location).getByRole('option', { name: 'Ireland (1)' })).toBeInTheDocument();
  },
};

/** The first search still running: the results show their loading state, the options no counts yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.searchJobs.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Searching jobs…' }, slow);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
  },
};
