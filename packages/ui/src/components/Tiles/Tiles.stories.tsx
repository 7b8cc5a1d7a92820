import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Card, Heading, Stack, Text, Tiles, tilesElements } from '@globalhire/ui';

const benefits = [
  {
    title: 'Visa sponsorship',
    body: 'The employer files and pays for your work visa.',
  },
  {
    title: 'Housing',
    body: 'Furnished shared accommodation near the hospital for the whole contract, with utilities and internet included, and transport to and from every shift.',
  },
  {
    title: 'Annual flight home',
    body: 'One return ticket to your home country each year.',
  },
  {
    title: 'Health insurance',
    body: 'Full medical cover from your first day.',
  },
  {
    title: 'Relocation allowance',
    body: 'A one-off payment towards your move, paid with your first salary.',
  },
  {
    title: 'Paid leave',
    body: '30 days a year.',
  },
];

const cards = benefits.map((benefit) => (
  <Card key={benefit.title} data-testid="tile-card">
    <Stack space="small">
      <Heading level={4} as="h3">
        {benefit.title}
      </Heading>
      <Text tone="muted">{benefit.body}</Text>
    </Stack>
  </Card>
));

const meta = {
  title: 'Layout/Tiles',
  id: 'components-tiles',
  component: Tiles,
  args: {
    columns: { mobile: 1, tablet: 2, desktop: 3 },
    space: 'large',
    children: cards,
  },
  argTypes: {
    as: { control: 'inline-radio', options: tilesElements },
    space: {
      control: 'select',
      options: ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

const heights = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-testid="tile-card"]')).map((card) =>
    Math.round(card.getBoundingClientRect().height),
  );

/** Three columns of cards with uneven text: the cards in a row share one height. */
export const ThreeColumns: Story = {
  args: { columns: 3 },
  play: async ({ canvasElement }) => {
    const [first, second, third, fourth, fifth, sixth] = heights(canvasElement);
    // The housing card's long text sets the first row's height for its neighbours.
    await expect(first).toBe(second);
    await expect(third).toBe(second);
    await expect(fourth).toBe(fifth);
    await expect(sixth).toBe(fifth);
    await expect(first).toBeGreaterThan(fourth ?? 0);
  },
};

/** One column on phones, two on tablets, three from desktop. */
export const Responsive: Story = {};

/** On a phone the tiles stack in one column. */
export const Mobile: Story = {
  args: { columns: 1 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const lefts = Array.from(canvasElement.querySelectorAll('[data-testid="tile-card"]')).map(
      (card) => Math.round(card.getBoundingClientRect().left),
    );
    await expect(new Set(lefts).size).toBe(1);
  },
};

/** `as="ul"` makes a real list: each tile becomes a list item. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Benefits',
    children: benefits.slice(0, 3).map((benefit) => (
      <Card key={benefit.title} tone="sunken">
        <Stack space="small">
          <Badge tone="positive">{benefit.title}</Badge>
          <Text>{benefit.body}</Text>
        </Stack>
      </Card>
    )),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Benefits' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { as: 'div' } };
