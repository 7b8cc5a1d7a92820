import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Text } from '@globalhire/ui';

const meta = {
  title: 'Layout/Box',
  id: 'components-box',
  component: Box,
  args: {
    padding: 'large',
    background: 'surface',
    borderRadius: 'large',
    boxShadow: 'small',
    children: (
      <Text>
        A Box takes any sprinkles prop: spacing, colour, layout, radius and shadow from the theme.
      </Text>
    ),
  },
  argTypes: { as: { control: 'text' }, children: { control: false } },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText(/A Box takes any sprinkles prop/);
    await expect(text.parentElement).toHaveAttribute('data-slot', 'box');
  },
};

/** Tone backgrounds for callouts; text keeps its contrast on every soft fill. */
export const Backgrounds: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {(
        [
          'surface',
          'surfaceSunken',
          'brandSoft',
          'positiveSoft',
          'cautionSoft',
          'criticalSoft',
          'infoSoft',
        ] as const
      ).map((background) => (
        <Box key={background} background={background} padding="medium" borderRadius="medium">
          <Text>{background}</Text>
        </Box>
      ))}
    </Box>
  ),
};

/** Props take a value per breakpoint: small padding on phones, more from tablet, most on desktop. */
export const Responsive: Story = {
  args: {
    padding: ['small', 'large', 'xxlarge'],
    display: 'flex',
    flexDirection: ['column', 'row'],
    gap: 'medium',
  },
  render: (args) => (
    <Box {...args}>
      <Box background="brandSoft" padding="medium" borderRadius="medium" flexGrow={1}>
        <Text>First</Text>
      </Box>
      <Box background="brandSoft" padding="medium" borderRadius="medium" flexGrow={1}>
        <Text>Second</Text>
      </Box>
    </Box>
  ),
};

/** `as` renders any element; native attributes pass through. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Highlights' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Highlights' })).toBeVisible();
  },
};

export const NarrowViewport: Story = { ...Responsive, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Backgrounds, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
