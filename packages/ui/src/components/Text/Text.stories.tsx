import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Stack,
  Text,
  textAligns,
  textElements,
  textSizes,
  textTones,
  textWeights,
} from '@globalhire/ui';

const meta = {
  title: 'Foundations/Text',
  id: 'components-text',
  component: Text,
  args: { children: 'Find your next job abroad with employers who sponsor your visa.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
    as: { control: 'inline-radio', options: textElements },
    maxLines: { control: { type: 'number', min: 1, max: 6 } },
    preserveLines: { control: 'boolean' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>{`${size}: ${String(args.children)}`}</Text>
      ))}
    </Stack>
  ),
};

/** Every tone meets AA contrast on the page background and on surfaces. */
export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`${tone}: ${String(args.children)}`}</Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="small">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`${weight}: ${String(args.children)}`}</Text>
      ))}
    </Stack>
  ),
};

export const Alignment: Story = {
  render: (args) => (
    <Stack space="small">
      {textAligns.map((align) => (
        <Text key={align} {...args} align={align}>{`Aligned ${align}`}</Text>
      ))}
    </Stack>
  ),
};

const longDescription =
  'We are looking for experienced registered nurses to join the intensive care unit of a 600-bed teaching hospital. ' +
  'The role includes full visa sponsorship, furnished accommodation close to the hospital, annual flights home, ' +
  'comprehensive health insurance, and a structured induction programme with a dedicated clinical mentor.';

/** `maxLines` cuts long text with an ellipsis; one line never wraps. */
export const MaxLines: Story = {
  args: { children: longDescription, maxLines: 2 },
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <Stack space="large">
        <Text {...args} />
        <Text {...args} maxLines={1} />
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const [twoLines, oneLine] = canvas.getAllByText(longDescription);
    // Clamped text is cut: its box is shorter than its content.
    await expect(twoLines?.scrollHeight).toBeGreaterThan(twoLines?.clientHeight ?? 0);
    await expect(oneLine?.scrollWidth).toBeGreaterThan(oneLine?.clientWidth ?? 0);
  },
};

/** Long words and URLs break instead of overflowing narrow columns. */
export const LongContent: Story = {
  args: {
    children:
      'Contact: recruitment.internationalplacements@globalhire-partner-hospital-network.example',
  },
  render: (args) => (
    <div style={{ maxWidth: '14rem' }}>
      <Text {...args} />
    </div>
  ),
};

/** Text someone typed keeps its line breaks: a cover letter's greeting, paragraphs and sign-off. */
export const PreservedLines: Story = {
  args: {
    preserveLines: true,
    children:
      'Dear hiring team,\n\nI am a registered nurse with eight years in emergency care.\nI would welcome the chance to join Harbour Health.\n\nKind regards,\nDaniel Mensah',
  },
  play: async ({ canvas }) => {
    const letter = canvas.getByText(/Dear hiring team/);
    await expect(getComputedStyle(letter).whiteSpace).toBe('pre-line');
  },
};

export const AsLabel: Story = {
  args: { as: 'label', htmlFor: 'story-email', weight: 'medium', children: 'Email address' },
  render: (args) => (
    <Stack space="xsmall">
      <Text {...args} />
      <input id="story-email" type="email" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email address')).toHaveAttribute('type', 'email');
  },
};

export const Dark: Story = { ...Tones, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {
  args: { size: 'standard', tone: 'default', weight: 'regular', as: 'p' },
};
