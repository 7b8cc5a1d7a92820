import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Badge,
  Button,
  Inline,
  Link,
  inlineAligns,
  inlineAlignsY,
  inlineCollapseBreakpoints,
  inlineElements,
} from '@globalhire/ui';

const tags = [
  'Full-time',
  'Visa sponsored',
  'Relocation package',
  'Accommodation',
  'Health insurance',
  'Flights home',
];

const meta = {
  title: 'Layout/Inline',
  id: 'components-inline',
  component: Inline,
  tags: ['visual-mobile'],
  args: {
    space: 'small',
    children: tags.map((tag) => <Badge key={tag}>{tag}</Badge>),
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
    collapseBelow: { control: 'inline-radio', options: [undefined, ...inlineCollapseBreakpoints] },
    as: { control: 'inline-radio', options: inlineElements },
    space: {
      control: 'select',
      options: ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge'],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Centered: Story = { args: { align: 'center' } };

export const EndAligned: Story = { args: { align: 'end' } };

/** Two groups pushed apart, as in a card footer. */
export const SpaceBetween: Story = {
  args: {
    align: 'space-between',
    children: [
      <Badge key="badge" tone="info">
        Posted 3 days ago
      </Badge>,
      <Button key="button" size="small">
        Apply now
      </Button>,
    ],
  },
};

export const VerticalAlignment: Story = {
  render: (args) => (
    <Inline {...args} space="large">
      {inlineAlignsY.map((alignY) => (
        <Inline key={alignY} space="xsmall" alignY={alignY}>
          <Button size="large">{alignY}</Button>
          <Badge>badge</Badge>
        </Inline>
      ))}
    </Inline>
  ),
};

/** Buttons side by side from tablet; stacked on phones. */
export const CollapseBelowTablet: Story = {
  args: {
    collapseBelow: 'tablet',
    children: [
      <Button key="candidate">I am looking for work</Button>,
      <Button key="employer" variant="outline">
        I am hiring
      </Button>,
    ],
  },
};

export const NarrowViewport: Story = {
  ...CollapseBelowTablet,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const first = canvas
      .getByRole('button', { name: 'I am looking for work' })
      .getBoundingClientRect();
    const second = canvas.getByRole('button', { name: 'I am hiring' }).getBoundingClientRect();
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  },
};

/** `as="ul"` turns the children into list items, e.g. for navigation. */
export const AsList: Story = {
  args: {
    as: 'ul',
    space: 'large',
    'aria-label': 'Legal',
    children: ['Privacy Policy', 'Terms of Service', 'Cookie Policy'].map((label) => (
      <Link key={label} href="#legal" tone="muted" underline="hover">
        {label}
      </Link>
    )),
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Legal' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

export const NoWrap: Story = {
  args: { wrap: false },
  render: (args) => (
    <div style={{ overflowX: 'auto' }}>
      <Inline {...args} />
    </div>
  ),
};

export const LongContent: Story = {
  args: {
    children: [...tags, ...tags.map((tag) => `${tag} (second site)`)].map((tag) => (
      <Badge key={tag}>{tag}</Badge>
    )),
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { align: 'start', alignY: 'center', wrap: true } };
