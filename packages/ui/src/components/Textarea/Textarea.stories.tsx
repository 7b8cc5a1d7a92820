import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from '@globalhire/ui';

const meta = {
  title: 'Forms/Textarea',
  id: 'components-forms-textarea',
  component: Textarea,
  args: {
    label: 'Message',
    name: 'message',
  },
  argTypes: {
    error: { control: 'text' },
    hint: { control: 'text' },
    rows: { control: { type: 'number', min: 2, max: 20 } },
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'I would like to know more about nursing roles in Canada.');
    await expect(textarea).toHaveValue('I would like to know more about nursing roles in Canada.');
  },
  tags: ['!dev'],
};

export const Required: Story = {
  args: { required: true, hint: 'Tell us how we can help.' },
};

export const WithError: Story = {
  args: { required: true, hint: 'Tell us how we can help.', error: 'Please enter a message.' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      'Please enter a message. Tell us how we can help.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'This message has already been sent.' },
};

export const LongContent: Story = {
  args: {
    label: 'Job description',
    rows: 6,
    defaultValue:
      'We are looking for experienced registered nurses to join a busy acute care hospital. You will assess, plan and deliver patient care, work closely with doctors and allied health staff, and mentor junior colleagues.\n\nThe employer sponsors the work visa, pays for credential evaluation and offers relocation support for you and your family, including temporary accommodation for the first month.\n\nShifts rotate across days, nights and weekends.',
  },
};

export const NarrowViewport: Story = {
  args: { hint: 'Tell us how we can help.', error: 'Please enter a message.' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  args: { hint: 'Tell us how we can help.', error: 'Please enter a message.', required: true },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
