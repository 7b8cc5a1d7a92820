import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bookmark } from 'lucide-react';
import { expect, within } from 'storybook/test';
import {
  Button,
  Heading,
  Stack,
  StickyActionBar,
  Text,
  stickyActionBarBreakpoints,
} from '@globalhire/ui';

const paragraphs = [
  'A 300-bed hospital in Dubai is hiring registered nurses for its intensive care unit. You will care for critically ill adults on a team of 40 nurses, working 12-hour shifts.',
  'You need a Bachelor of Science in Nursing, two years of ICU experience, and valid BLS and ACLS certificates. The hospital sponsors your work visa and licensing exam.',
  'The package includes furnished housing, transport to every shift, an annual flight home, health insurance and 30 days of paid leave a year.',
  'Interviews take place by video. Successful candidates usually start within 12 weeks of an offer, depending on how long the visa takes.',
];

const actions = [
  <Button key="apply">Apply now</Button>,
  <Button key="save" variant="outline" icon={<Bookmark />}>
    Save
  </Button>,
];

const meta = {
  title: 'Layout/StickyActionBar',
  id: 'components-sticky-action-bar',
  component: StickyActionBar,
  args: { 'aria-label': 'Job actions', children: actions },
  argTypes: {
    inlineFrom: { control: 'inline-radio', options: stickyActionBarBreakpoints },
    children: { control: false },
  },
  // The bar belongs at the end of a page's content: these stories show it there.
  render: (args) => (
    <Stack space="large">
      <Heading level={1}>Registered Nurse, ICU</Heading>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <StickyActionBar {...args} />
    </Stack>
  ),
} satisfies Meta<typeof StickyActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the actions stay pinned to the bottom of the screen, sharing its width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Job actions' });
    await expect(within(bar).getByRole('button', { name: 'Apply now' })).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** From tablet up the actions sit inline after the content. */
export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** Stays sticky on tablets too, inline only from desktop. */
export const InlineFromDesktop: Story = {
  args: { inlineFrom: 'desktop' },
  globals: { viewport: { value: 'tablet' } },
};

export const Dark: Story = {
  globals: { viewport: { value: 'mobile' }, theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
