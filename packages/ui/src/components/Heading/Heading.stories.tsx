import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Stack, headingAligns, headingElements, headingLevels } from '@globalhire/ui';

const meta = {
  title: 'Foundations/Heading',
  id: 'components-heading',
  component: Heading,
  args: { level: 1, children: 'Work abroad with confidence' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    as: { control: 'select', options: headingElements },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Work abroad with confidence' }),
    ).toBeVisible();
  },
};

export const Levels: Story = {
  render: (args) => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading
          key={level}
          {...args}
          level={level}
        >{`Level ${level}: ${String(args.children)}`}</Heading>
      ))}
    </Stack>
  ),
};

/** Looks like level 1 but is an `h2` in the outline: look and semantics are chosen apart. */
export const VisualLevelDiffersFromElement: Story = {
  args: { level: 1, as: 'h2', children: 'Featured jobs' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Featured jobs' });
    await expect(heading.tagName).toBe('H2');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Centered: Story = { args: { align: 'center' } };

/** Long titles wrap in balanced lines and break long words; level 1 steps down a size on phones. */
export const LongContent: Story = {
  args: {
    children:
      'Senior Registered Nurse – Paediatric Intensive Care Unit, King Faisal Specialist Hospital, Riyadh',
  },
};

export const NarrowViewport: Story = { ...LongContent, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Levels, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { level: 2, align: 'start' } };
