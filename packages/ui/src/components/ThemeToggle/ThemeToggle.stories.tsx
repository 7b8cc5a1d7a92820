import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Theme, ThemeToggle } from '@globalhire/ui';

/**
 * The light/dark switch: a sun in the light theme, a moon in the dark one, named by what it
 * does. CSS picks the face from the theme in use, so it is right in server HTML before any script;
 * it reports the click with `onClick` and the app applies the theme (e.g. the site's colour scheme).
 */
const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  args: { onClick: fn() },
  argTypes: { onClick: { control: false } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = (toggle: HTMLElement, scheme: 'light' | 'dark') =>
  toggle.querySelector<HTMLElement>(`[data-scheme="${scheme}"]`)!;

/** In the light theme: the sun, and a name that offers the dark theme. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await expect(face(toggle, 'light')).toBeVisible();
    await expect(face(toggle, 'dark')).not.toBeVisible();
  },
};

/** In the dark theme: the moon, and a name that offers the light theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Switch to light theme' });
    await expect(face(toggle, 'dark')).toBeVisible();
    await expect(face(toggle, 'light')).not.toBeVisible();
  },
  tags: ['!dev'],
};

/** Space (or Enter, or a click) switches the theme; the icon and the name follow it. */
export const KeyboardToggle: Story = {
  render: function Render(args) {
    const [dark, setDark] = useState(false);
    return (
      <Theme theme={dark ? 'dark' : 'light'} style={{ padding: '1rem' }}>
        <ThemeToggle
          {...args}
          onClick={(event) => {
            setDark(!dark);
            args.onClick?.(event);
          }}
        />
      </Theme>
    );
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Switch to dark theme' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    await expect(face(toggle, 'dark')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('Switch to dark theme');
    await expect(face(toggle, 'light')).toBeVisible();
  },
  tags: ['!dev'],
};

/** Names in another language. */
export const OtherLabels: Story = {
  args: { darkLabel: 'Dunkles Design', lightLabel: 'Helles Design' },
};
