import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RedirectScreen } from '@globalhire/ui';

const meta = {
  title: 'Feedback/RedirectScreen',
  id: 'components-redirectscreen',
  component: RedirectScreen,
  parameters: { layout: 'fullscreen' },
  args: { message: 'Redirecting to your dashboard...' },
} satisfies Meta<typeof RedirectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Redirecting to your dashboard...');
    await expect(status).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    message:
      'Signing you in and taking you back to the job you were applying for: Registered Nurse, Intensive Care Unit, at St Vincent’s Hospital in Sydney...',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
