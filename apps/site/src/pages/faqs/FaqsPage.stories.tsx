import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import FaqsPage from './FaqsPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Faqs',
  component: PageStory,
  args: { page: FaqsPage, path: '/faqs' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('button', { name: 'How long does the process take?' }),
    ).toBeInTheDocument();
    await expect(page.getAllByRole('link', { name: 'Contact Support' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const OneOpenAtATime: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = await page.findByRole('button', { name: 'How long does the process take?' });
    const second = page.getByRole('button', { name: 'Do you guarantee a placement?' });
    await userEvent.click(first);
    await waitFor(() => expect(first).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SearchAnswers: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Matches an answer ('...through your dashboard or by email'), in any letter case.
    await userEvent.type(await page.findByRole('searchbox', { name: 'Search FAQs' }), 'DASHBOARD');
    await expect(
      await page.findByRole('button', { name: 'How will I hear about my applications?' }),
    ).toBeInTheDocument();
    await expect(
      page.queryByRole('button', { name: 'How long does the process take?' }),
    ).not.toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('searchbox', { name: 'Search FAQs' }), 'astrology');
    await expect(await page.findByText('No questions match your search.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.faqs.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading questions...'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [handlers.faqs.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/There are no questions here yet/),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [handlers.faqs.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The questions could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
