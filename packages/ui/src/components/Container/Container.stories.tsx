import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, Container, Stack, Text, containerElements, containerWidths } from '@globalhire/ui';

const meta = {
  title: 'Layout/Container',
  id: 'components-container',
  component: Container,
  tags: ['visual-mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Box background="brandSoft" padding="large" borderRadius="medium">
        <Text>Page content sits centred with gutters at the sides.</Text>
      </Box>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: containerWidths },
    as: { control: 'inline-radio', options: containerElements },
    children: { control: false },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('[data-slot="container"]');
    await expect(container).toHaveAttribute('data-width', 'large');
  },
};

export const Widths: Story = {
  render: (args) => (
    <Stack space="large">
      {containerWidths.map((width) => (
        <Container key={width} {...args} width={width}>
          <Box background="brandSoft" padding="large" borderRadius="medium">
            <Text>{`width="${width}"`}</Text>
          </Box>
        </Container>
      ))}
    </Stack>
  ),
};

export const AsMain: Story = {
  args: { as: 'main', width: 'medium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    width: 'small',
    children: (
      <Stack space="medium">
        {[1, 2, 3].map((paragraph) => (
          <Text key={paragraph}>
            GlobalHire connects skilled workers with employers abroad. Every employer is verified,
            every job lists its salary, and candidates never pay a placement fee. The small width
            keeps lines short enough to read.
          </Text>
        ))}
      </Stack>
    ),
  },
};

export const NarrowViewport: Story = { ...Widths, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Widths, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { width: 'large', as: 'div' } };
