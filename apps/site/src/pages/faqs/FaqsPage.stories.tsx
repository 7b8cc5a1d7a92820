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

/** The questions shown, and whether each is open (native `<details>`, one open at a time). */
const entries = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLDetailsElement>('[data-slot="faq-item"]')].map(
    (details) => ({ question: details.querySelector('summary')!.textContent, open: details.open }),
  );

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('heading', { level: 2, name: 'How long does the process take?' }),
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
    await userEvent.click(await page.findByText('How long does the process take?'));
    await waitFor(() =>
      expect(entries(canvasElement).filter((entry) => entry.open)).toEqual([
        { question: 'How long does the process take?', open: true },
      ]),
    );
    await userEvent.click(page.getByText('Do you guarantee a placement?'));
    await waitFor(() =>
      expect(entries(canvasElement).filter((entry) => entry.open)).toEqual([
        { question: 'Do you guarantee a placement?', open: true },
      ]),
    );
  },
};

export const SearchAnswers: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Matches an answer ('...through your dashboard or by email'), in any letter case.
    await userEvent.type(await page.findByRole('searchbox', { name: 'Search FAQs' }), 'DASHBOARD');
    await waitFor(() =>
      expect(entries(canvasElement).map((entry) => entry.question)).toContain(
        'How will I hear about my applications?',
      ),
    );
    await expect(entries(canvasElement).map((entry) => entry.question)).not.toContain(
      'How long does the process take?',
    );
  },
};

/** Searched from the address (`?q=`), as a browser without script sends the search form. */
export const SearchFromAddress: Story = {
  args: { url: '/faqs?q=dashboard' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const search = await page.findByRole('searchbox', { name: 'Search FAQs' });
    await expect(search).toHaveValue('dashboard');
    await expect(search).toHaveAttribute('name', 'q');
    await expect(page.getByRole('search')).toHaveAttribute('method', 'get');
    await waitFor(() =>
      expect(entries(canvasElement).map((entry) => entry.question)).toContain(
        'How will I hear about my applications?',
      ),
    );
    await expect(entries(canvasElement).map((entry) => entry.question)).not.toContain(
      'How long does the process take?',
    );
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
