import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import JobsPage from './JobsPage';
import { PageStory } from '../../testing/PageStory';
import { filteringSearch, manyJobs, withLocationProbe } from './jobsStoryMocks';

/**
 * The job search form: one GET form that works as plain HTML (keyword first, the filters in a
 * native disclosure on phones), which the app drives client-side with the same URL.
 */
const meta = {
  title: 'Pages/Jobs/Form',
  component: PageStory,
  args: { page: withLocationProbe(JobsPage), path: '/jobs' },
  parameters: { layout: 'fullscreen', msw: { handlers: [filteringSearch(), ...defaultHandlers] } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };

/** Leaving the keyword box searches too, as a change does; leaving it unchanged does nothing. */
export const KeywordAppliesOnLeaving: Story = {
  args: { url: '/jobs?page=2' },
  parameters: { msw: { handlers: [filteringSearch(manyJobs), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { name: 'Showing 21–40 of 45 jobs' }, slow);
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.click(keyword);
    await userEvent.tab();
    await expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs\?page=2$/);
    await userEvent.type(keyword, 'nurse');
    await userEvent.tab();
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs\?q=nurse$/),
    );
  },
};

/**
 * The form without scripts: its fields, with the sort beside the results, submit the very query
 * the app writes (empty fields left out, as the site's scripts leave them out).
 */
export const NativeSubmissionMatchesTheUrl: Story = {
  args: { url: '/jobs?q=engineer&country=canada&visa=1&sort=salary&salary=50000&currency=GBP' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: /found/ }, slow);
    const form = canvasElement.querySelector<HTMLFormElement>('form#job-search')!;
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/jobs');
    await expect(form).toHaveAttribute('data-apply-on-change');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute(
      'form',
      'job-search',
    );
    await userEvent.click(page.getByLabelText('Relocation support'));
    await waitFor(() => expect(page.getByTestId('location')).toHaveTextContent(/relocation=1/));
    const submitted = new URLSearchParams(
      [...new FormData(form)].flatMap(([name, value]) =>
        typeof value === 'string' && value !== '' ? [[name, value]] : [],
      ),
    );
    submitted.sort();
    const url = new URLSearchParams(page.getByTestId('location').textContent!.split('?')[1]);
    url.sort();
    await expect(submitted.toString()).toBe(url.toString());
  },
};

/** Phones: the keyword box first, the filters folded behind a native Filters disclosure. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { url: '/jobs?country=canada' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: /found/ }, slow);
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    const summary = canvasElement.querySelector<HTMLElement>('form#job-search summary')!;
    await expect(keyword).toBeVisible();
    await expect(summary).toBeVisible();
    await expect(summary).toHaveTextContent('Filters 1');
    await expect(keyword.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      summary.getBoundingClientRect().top,
    );
    const visa = page.getByRole('checkbox', { name: 'Visa sponsorship', hidden: true });
    await expect(visa).not.toBeVisible();

    await userEvent.click(summary);
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(visa).toBeVisible();
    await userEvent.click(visa);
    await waitFor(() =>
      expect(page.getByTestId('location')).toHaveTextContent('/jobs?country=canada&visa=1'),
    );
    // The panel stays open while the results follow.
    await expect(summary.closest('details')).toHaveAttribute('open');
    await expect(summary).toHaveTextContent('Filters 2');
  },
};

/** Desktop: the keyword bar spans the page above the filters and the results, side by side. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const results = (await page.findByRole('heading', { name: '5 jobs found' }, slow)).closest(
      'section',
    )!;
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    const panel = canvasElement.querySelector('form#job-search details')!;
    // The browser's own answer (the disclosure stays closed; CSS shows its content).
    await expect(panel).not.toHaveAttribute('open');
    await expect(canvasElement.querySelector('form#job-search summary')!.checkVisibility()).toBe(
      false,
    );
    await expect(page.getByRole('checkbox', { name: 'Visa sponsorship' }).checkVisibility()).toBe(
      true,
    );
    const bar = keyword.getBoundingClientRect();
    const filters = panel.getBoundingClientRect();
    const list = results.getBoundingClientRect();
    await expect(bar.bottom).toBeLessThanOrEqual(Math.min(filters.top, list.top));
    await expect(filters.right).toBeLessThan(list.left);
    // Not squeezed into the filter column.
    await expect(bar.width).toBeGreaterThan(filters.width);

    await userEvent.click(page.getByRole('checkbox', { name: 'Visa sponsorship' }));
    await waitFor(() => expect(page.getByTestId('location')).toHaveTextContent('/jobs?visa=1'));
  },
};
