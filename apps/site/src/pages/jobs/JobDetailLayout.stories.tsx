import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import JobDetailPage from './JobDetailPage';
import { PageStory } from '../../testing/PageStory';

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

// The fixture's closing date is fixed in the past of a real clock; a live advert needs a future one.
const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });

/** Where a job page puts its key facts and its actions, on a phone and on a desktop. */
const meta = {
  title: 'Pages/JobDetail/Layout',
  component: PageStory,
  args: { page: JobDetailPage, path: '/jobs/:id', url: '/jobs/1' },
  parameters: { layout: 'fullscreen', msw: { handlers: [liveJob, ...defaultHandlers] } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The job's key facts at the head of the advert. */
const keyFacts = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('article [data-slot="job-facts"]')!);

/**
 * A phone (375 px): the key facts (salary, place, visa sponsorship, the last day to apply) come
 * before the description, and Apply Now and Save job stay at the bottom of the screen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const description = await page.findByRole('region', { name: 'Job Description' }, slow);
    const facts = keyFacts(canvasElement);
    for (const fact of [
      facts.getByText('CA$120,000 - CA$150,000 per year'),
      facts.getByText(/^Toronto/),
      facts.getByText('Apply before 2 April 2030'),
      within(description.closest('article')!).getAllByText('Visa sponsorship')[0]!,
    ])
      await expect(
        fact.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    const bar = page.getByRole('group', { name: 'Job actions' });
    await within(bar).findByRole('link', { name: 'Apply Now' }, slow);
    await expect(within(bar).getByRole('button', { name: 'Save job' })).toBeVisible();
    await expect(getComputedStyle(bar).position).toBe('sticky');
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(view.innerHeight);
  },
};

/** A desktop: Apply Now and Save job lead the side column, beside the start of the description. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const description = await page.findByRole('region', { name: 'Job Description' }, slow);
    const bar = page.getByRole('group', { name: 'Job actions' });
    await within(bar).findByRole('link', { name: 'Apply Now' }, slow);
    const box = bar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(description.getBoundingClientRect().right);
    await expect(box.top).toBeLessThan(description.getBoundingClientRect().bottom);
  },
};
