import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ThemeToggle } from '@globalhire/ui';

/**
 * A button that switches between light and dark: pressed (`aria-pressed="true"`) means dark. It
 * reports the choice with `onDarkChange`; the app applies it (e.g. the site's colour scheme).
 */
const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: { dark: false, onDarkChange: fn(), label: 'Dark theme' },
  argTypes: { onDarkChange: { control: false } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pressed: Story = { args: { dark: true }, globals: { theme: 'dark' } };

/** Space (or Enter, or a click) flips it; a screen reader hears "Dark theme, toggle button, pressed". */
export const KeyboardToggle: Story = {
  render: function Render(args) {
    const [dark, setDark] = useState(args.dark);
    return (
      <ThemeToggle
        {...args}
        dark={dark}
        onDarkChange={(next) => {
          setDark(next);
          args.onDarkChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDarkChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onDarkChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
