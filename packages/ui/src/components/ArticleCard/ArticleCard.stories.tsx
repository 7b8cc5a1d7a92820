import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ArticleCard, vars } from '@globalhire/ui';

// Covers are drawn inline so stories need no network and stay pixel-stable.
const cover = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="520" cy="80" r="120" fill="#fff" fill-opacity=".12"/><circle cx="90" cy="330" r="160" fill="#fff" fill-opacity=".08"/><path d="M0 280 Q160 220 320 270 T640 250 V360 H0Z" fill="#fff" fill-opacity=".14"/></svg>`,
  )}`;

const grid = {
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
} as const;

const singleCard: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Job board/ArticleCard',
  id: 'components-articlecard',
  component: ArticleCard,
  args: {
    href: '/blog/skilled-worker-visa-uk-2025',
    title: 'The UK Skilled Worker visa in 2025: what changed',
    excerpt:
      'Salary thresholds, sponsor licences and the new shortage list explained, with a checklist of the documents you need before you apply.',
    category: 'Visa & Immigration',
    author: 'Priya Raman',
    date: '12 March 2025',
    dateTime: '2025-03-12',
    imageUrl: cover('#1d4ed8', '#0ea5e9'),
    imageAlt: '',
    headingLevel: 3,
  },
  argTypes: {
    image: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [singleCard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: 'The UK Skilled Worker visa in 2025: what changed',
    });
    await expect(link).toHaveAttribute('href', '/blog/skilled-worker-visa-uk-2025');
    await expect(canvas.getByText('12 March 2025')).toHaveAttribute('datetime', '2025-03-12');
    await expect(canvas.getByRole('article')).toBeVisible();
  },
};

/** The blog list: five articles across the blog categories. */
export const BlogGrid: Story = {
  render: () => (
    <div style={grid}>
      <ArticleCard
        href="/blog/skilled-worker-visa-uk-2025"
        title="The UK Skilled Worker visa in 2025: what changed"
        excerpt="Salary thresholds, sponsor licences and the new shortage list explained."
        category="Visa & Immigration"
        author="Priya Raman"
        date="12 March 2025"
        dateTime="2025-03-12"
        imageUrl={cover('#1d4ed8', '#0ea5e9')}
      />
      <ArticleCard
        href="/blog/first-month-in-toronto"
        title="Your first month in Toronto: a relocation checklist"
        excerpt="Bank accounts, a SIN number, renting without a Canadian credit history and getting around."
        category="Relocation Advice"
        author="Daniel Okoye"
        date="27 February 2025"
        dateTime="2025-02-27"
        imageUrl={cover('#0f766e', '#22c55e')}
      />
      <ArticleCard
        href="/blog/cv-for-australian-employers"
        title="How to write a CV Australian employers read to the end"
        excerpt="Two pages, achievements over duties, and why your referees belong on the last line."
        category="Career Tips"
        author="Sofia Marin"
        date="10 February 2025"
        dateTime="2025-02-10"
        imageUrl={cover('#7c3aed', '#db2777')}
      />
      <ArticleCard
        href="/blog/healthcare-hiring-2025"
        title="Healthcare hiring abroad: where demand is highest in 2025"
        excerpt="Nurses, allied health and aged care lead the shortage lists in four of our six destinations."
        category="Job Market Trends"
        author="Priya Raman"
        date="22 January 2025"
        dateTime="2025-01-22"
        imageUrl={cover('#b45309', '#f59e0b')}
      />
      <ArticleCard
        href="/blog/new-zealand-green-list"
        title="New Zealand's Green List, explained"
        excerpt="Which roles offer a straight-to-residence pathway and how long it really takes."
        category="Visa & Immigration"
        author="Daniel Okoye"
        date="8 January 2025"
        dateTime="2025-01-08"
      />
    </div>
  ),
};

/** No cover: a placeholder keeps the grid's cards the same shape. */
export const WithoutImage: Story = { decorators: [singleCard], args: { imageUrl: undefined } };

/** A custom element in the image slot, e.g. a <picture> with sources. */
export const ImageSlot: Story = {
  decorators: [singleCard],
  args: {
    imageUrl: undefined,
    image: (
      <picture style={{ display: 'block', width: '100%', height: '100%' }}>
        <img
          src={cover('#0369a1', '#6366f1')}
          alt="A city skyline at dusk"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
    ),
  },
};

export const Minimal: Story = {
  decorators: [singleCard],
  args: { category: undefined, author: undefined, date: undefined, imageUrl: undefined },
};

export const LongContent: Story = {
  decorators: [singleCard],
  args: {
    title:
      'Everything a nurse from the Philippines needs to know about registering with the Nursing and Midwifery Council before moving to the United Kingdom',
    excerpt:
      'The Computer Based Test, the OSCE, English language requirements, the documents your employer must provide and how long each step takes, with advice from nurses who made the move last year and are now working in NHS trusts across the country. Clamped to three lines so every card in the grid keeps its shape.',
    author: 'Maria Clara Villanueva-Santos',
    category: 'Relocation Advice',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: BlogGrid.render,
};

export const Dark: Story = { globals: { theme: 'dark' }, render: BlogGrid.render, tags: ['!dev'] };

export const Playground: Story = { decorators: [singleCard] };
