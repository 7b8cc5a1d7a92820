import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '@globalhire/ui';

const meta = {
  title: 'Feedback/ProgressBar',
  id: 'components-progressbar',
  component: ProgressBar,
  args: { label: 'Uploading CV', value: 45, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading CV' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, label: 'Upload complete' } };

/** Any scale: 3 of 8 steps reads as 38%. */
export const CustomMax: Story = {
  args: { label: 'Profile completed', value: 3, max: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '8');
    await expect(canvas.getByText('38%')).toBeVisible();
  },
};

/** Out-of-range values are clamped rather than drawn past the track. */
export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const WithoutValue: Story = { args: { showValue: false } };

/** The label can be for screen readers only when the context already says it. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading CV' })).toBeInTheDocument();
    await expect(canvas.queryByText('Uploading CV')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Uploading Curriculum_Vitae_Registered_Nurse_ICU_2026_final_version_signed.pdf',
    value: 72,
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { max: 100, hideLabel: false } };
