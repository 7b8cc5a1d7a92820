import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Field } from '@globalhire/ui';

/** `Field` lays out any control; TextInput, Select, Textarea and PasswordInput are built on it. */
const meta = {
  title: 'Forms/Field',
  id: 'components-forms-field',
  component: Field,
  args: {
    label: 'Job title',
    hint: 'As it should appear in search results.',
    required: false,
    children: (control) => <input {...control} name="jobTitle" defaultValue="Senior Nurse" />,
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job title' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

/** The error is the control's accessible description, so it is read when the control is focused. */
export const WithError: Story = {
  args: { required: true, error: 'Please enter a job title.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job title' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Please enter a job title. As it should appear in search results.',
    );
  },
};

export const Playground: Story = {};
