import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '@globalhire/ui';

const categories = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'information-technology', label: 'Information Technology' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'construction', label: 'Construction' },
];

const meta = {
  title: 'Forms/Select',
  id: 'components-forms-select',
  component: Select,
  args: {
    label: 'Category',
    name: 'category',
    options: categories,
    placeholder: 'Select a category',
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Engineering');
    await expect(select).toHaveValue('engineering');
  },
  tags: ['!dev'],
};

export const Selected: Story = {
  args: { defaultValue: 'information-technology' },
};

export const WithoutPlaceholder: Story = {
  args: { placeholder: undefined },
};

export const Required: Story = {
  args: { required: true, hint: 'Jobs are listed under this category.' },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose a category.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Category' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Please choose a category.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'healthcare' },
};

export const LongContent: Story = {
  args: {
    label: 'The industry category that best describes the role you are advertising',
    options: [
      {
        value: 'long',
        label:
          'Healthcare, social care and allied health professions including nursing and midwifery',
      },
      ...categories,
    ],
    defaultValue: 'long',
  },
};

export const NarrowViewport: Story = {
  args: { error: 'Please choose a category.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  args: { hint: 'Jobs are listed under this category.', error: 'Please choose a category.' },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
