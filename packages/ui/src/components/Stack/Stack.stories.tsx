import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Badge,
  Button,
  Card,
  Heading,
  Stack,
  Text,
  stackAligns,
  stackElements,
} from '@globalhire/ui';

const meta = {
  title: 'Layout/Stack',
  id: 'components-stack',
  component: Stack,
  args: {
    space: 'medium',
    children: [
      <Heading key="h" level={3}>
        Registered Nurse
      </Heading>,
      <Text key="t" tone="muted">
        Dubai, United Arab Emirates · Full-time
      </Text>,
      <Badge key="b" tone="positive">
        Visa sponsored
      </Badge>,
      <Button key="a">Apply now</Button>,
    ],
  },
  argTypes: {
    align: { control: 'inline-radio', options: stackAligns },
    as: { control: 'inline-radio', options: stackElements },
    space: {
      control: 'select',
      options: ['none', 'xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children keep their own width: the badge and the button do not stretch. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const stack = canvasElement.querySelector('[data-slot="stack"]');
    const button = canvas.getByRole('button', { name: 'Apply now' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(
      stack?.getBoundingClientRect().width ?? 0,
    );
  },
};

export const Dividers: Story = { args: { dividers: true, space: 'large' } };

export const Centered: Story = { args: { align: 'center' } };

export const EndAligned: Story = { args: { align: 'end' } };

/** `as="ul"` makes a real list: each child becomes a list item. */
export const AsList: Story = {
  args: {
    as: 'ul',
    dividers: true,
    'aria-label': 'Requirements',
    children: [
      'Bachelor of Science in Nursing',
      'Two years of ICU experience',
      'Valid BLS and ACLS certificates',
    ].map((requirement) => <Text key={requirement}>{requirement}</Text>),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Requirements' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Space can change per breakpoint: tight on phones, roomy on desktop. */
export const ResponsiveSpace: Story = { args: { space: ['small', 'large', 'xlarge'] } };

export const LongContent: Story = {
  args: {
    space: 'large',
    children: [
      <Card key="one">
        <Text>
          We place qualified nurses, engineers and hospitality staff with employers in the Gulf,
          Europe and North America, and handle the visa paperwork end to end.
        </Text>
      </Card>,
      <Card key="two" tone="sunken">
        <Text>Fragments and empty values are handled: only real children are spaced.</Text>
      </Card>,
      null,
      false,
    ],
  },
};

export const NarrowViewport: Story = {
  args: { dividers: true },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { args: { dividers: true }, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { align: 'start', dividers: false, as: 'div' } };
