import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import HomePage from './HomePage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Home',
  component: PageStory,
  args: { page: HomePage, path: '/' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('128')).toBeInTheDocument();
    await expect(await page.findByRole('link', { name: /^Senior Software Engineer/ })).toHaveAttribute('href', '/jobs/1');
  },
};

export const StatsLoading: Story = {
  parameters: { msw: { handlers: [handlers.homeStats.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('...')).length).toBeGreaterThan(0);
  },
};

export const StatsFailed: Story = {
  parameters: { msw: { handlers: [handlers.homeStats.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    // Spec §4: on failure the counts show 0, with no message for the visitor.
    await expect((await within(canvasElement).findAllByText('0')).length).toBe(2);
  },
};

export const NoFeaturedJobs: Story = {
  parameters: { msw: { handlers: [handlers.featuredJobs.empty(), ...defaultHandlers] } },
};

/** At desktop widths the hero's second column holds the live counts and the top destinations. */
export const HeroSecondColumn: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('128')).toBeInTheDocument();
    const heading = page.getByRole('heading', { level: 1, name: 'Your next job could be abroad' });
    const counts = page.getByText('Total Active Jobs').closest('dl')!;
    await expect(counts.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await expect(page.getByRole('link', { name: 'Canada' })).toHaveAttribute('href', '/jobs?country=canada');
    await expect(page.getByRole('heading', { level: 2, name: 'Popular destinations' })).toBeInTheDocument();
  },
};

const locationNames = (canvasElement: HTMLElement) =>
  Array.from(
    within(canvasElement).getByRole('combobox', { name: 'Location' }).querySelectorAll('option'),
  ).map((option) => option.textContent);

/** The location list offers the countries that have jobs, each with its count. */
export const LocationsWithJobs: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Canada (1)' })).toBeInTheDocument());
    await expect(locationNames(canvasElement)).toEqual([
      'Any country',
      'Australia (1)',
      'Canada (1)',
      'Ireland (1)',
      'New Zealand (1)',
      'United Kingdom (1)',
    ]);
  },
};

/** Until the countries with jobs load, the six destinations (no counts yet). */
export const LocationsLoading: Story = {
  parameters: { msw: { handlers: [handlers.liveJobCountries.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(locationNames(canvasElement)).toHaveLength(7);
    await expect(locationNames(canvasElement)).toContain('Canada');
  },
};

/** If they cannot be loaded, every country, so the search still works. */
export const LocationsFailed: Story = {
  parameters: { msw: { handlers: [handlers.liveJobCountries.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(locationNames(canvasElement).length).toBeGreaterThan(100));
    await expect(locationNames(canvasElement)).toContain('Japan');
  },
};
