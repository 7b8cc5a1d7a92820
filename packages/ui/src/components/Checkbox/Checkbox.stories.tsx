import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '@globalhire/ui';

const meta = {
  title: 'Forms/Checkbox',
  id: 'components-forms-checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the Terms of Service and Privacy Policy',
    name: 'terms',
  },
  argTypes: {
    label: { control: 'text' },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Toggling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    });
    await expect(checkbox).not.toBeChecked();
    // Clicking the label text toggles it too.
    await userEvent.click(canvas.getByText('I agree to the Terms of Service and Privacy Policy'));
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
  tags: ['!dev'],
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithHint: Story = {
  args: {
    label: 'Email me new jobs in my category',
    hint: 'At most one email a week. Unsubscribe at any time.',
  },
};

export const Required: Story = {
  args: { required: true },
};

export const WithError: Story = {
  args: { required: true, error: 'You must accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
};

export const DisabledUnchecked: Story = {
  args: { disabled: true },
};

export const LongContent: Story = {
  args: {
    label:
      'I confirm that the information in my profile is accurate and complete, and I authorise the recruitment team to share my CV with employers and apply for positions on my behalf',
    hint: 'You can withdraw this permission at any time from Account Settings; applications already sent are not withdrawn automatically.',
  },
};

export const NarrowViewport: Story = {
  args: { required: true, error: 'You must accept the terms to continue.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  args: {
    defaultChecked: true,
    hint: 'At most one email a week.',
    error: 'You must accept the terms to continue.',
  },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
