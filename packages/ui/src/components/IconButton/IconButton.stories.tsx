import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Menu, Pencil, Trash2, X } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import {
  IconButton,
  Inline,
  Stack,
  buttonSizes,
  buttonTones,
  buttonVariants,
} from '@globalhire/ui';

const meta = {
  title: 'Forms/IconButton',
  id: 'components-iconbutton',
  component: IconButton,
  args: { label: 'Open menu', icon: <Menu />, onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'select', options: ['button', 'submit', 'reset'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the button for screen readers and shows as a tooltip. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('title', 'Open menu');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const TonesAndVariants: Story = {
  render: (args) => (
    <Stack space="small">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {buttonTones.map((tone) => (
            <IconButton
              key={tone}
              {...args}
              tone={tone}
              variant={variant}
              label={`Notifications (${tone} ${variant})`}
              icon={<Bell />}
            />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

/** Square at every size, as tall as a Button of the same size. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      {buttonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          label={`Edit (${size})`}
          icon={<Pencil />}
          variant="outline"
        />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBe(height);
    }
  },
};

export const Disabled: Story = {
  args: { label: 'Delete job', icon: <Trash2 />, tone: 'critical', disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Delete job' })).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { ...TonesAndVariants, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {
  args: { label: 'Close', icon: <X />, tone: 'neutral', variant: 'ghost', size: 'standard' },
};
