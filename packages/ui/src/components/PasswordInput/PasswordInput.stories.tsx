import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from '@globalhire/ui';

/** Password inputs have no ARIA role, so find the field by name and check its accessible name separately. */
const getPasswordInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
  if (!input) throw new Error('password input not rendered');
  return input;
};

const meta = {
  title: 'Forms/PasswordInput',
  id: 'components-forms-passwordinput',
  component: PasswordInput,
  args: {
    label: 'Password',
    name: 'password',
    showLabel: 'Show password',
    hideLabel: 'Hide password',
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
  },
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The toggle reveals and hides the password, and its name says what it will do next. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'correct-horse-7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = getPasswordInput(canvasElement);
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct-horse-7');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
  tags: ['!dev'],
};

export const Visible: Story = {
  args: { defaultValue: 'correct-horse-7', defaultVisible: true },
};

export const Required: Story = {
  args: { required: true, autoComplete: 'new-password', hint: 'At least 8 characters.' },
};

/** The error is announced with the field; the hint follows it. */
export const WithError: Story = {
  args: {
    required: true,
    autoComplete: 'new-password',
    defaultValue: 'short',
    hint: 'At least 8 characters.',
    error: 'Password must be at least 8 characters.',
  },
  play: async ({ canvasElement }) => {
    const input = getPasswordInput(canvasElement);
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Password must be at least 8 characters. At least 8 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'correct-horse-7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getPasswordInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'Confirm the new password for your employer account so we can keep your company profile secure',
    defaultValue:
      'a-very-long-passphrase-that-keeps-going-well-past-the-visible-width-of-the-field',
    hint: 'Use at least 8 characters. A phrase of several unrelated words is easier to remember and harder to guess than a short password with symbols.',
  },
};

export const NarrowViewport: Story = {
  args: { hint: 'At least 8 characters.', error: 'Password must be at least 8 characters.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  args: {
    defaultValue: 'correct-horse-7',
    hint: 'At least 8 characters.',
    error: 'Password must be at least 8 characters.',
  },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: Visible.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = {};
