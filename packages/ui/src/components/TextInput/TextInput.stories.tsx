import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput, textInputTypes } from '@globalhire/ui';

const meta = {
  title: 'Forms/TextInput',
  id: 'components-forms-textinput',
  component: TextInput,
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    placeholder: 'you@example.com',
    autoComplete: 'email',
  },
  argTypes: {
    type: { control: 'select', options: textInputTypes },
    error: { control: 'text' },
    hint: { control: 'text' },
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'We will send the confirmation to this address.' },
};

export const Filled: Story = {
  args: { defaultValue: 'amara.okafor@example.com' },
};

export const Required: Story = {
  args: { required: true },
};

/** Fields announce their errors: the message is the input's accessible description and it is marked invalid. */
export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'amara.okafor',
    hint: 'We will send the confirmation to this address.',
    error: 'Please enter a valid email address.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address. We will send the confirmation to this address.',
    );
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'amara.okafor@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
  },
};

export const Typing: Story = {
  args: {
    type: 'text',
    label: 'Full name',
    name: 'name',
    autoComplete: 'name',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Amara Okafor');
    await expect(input).toHaveValue('Amara Okafor');
  },
  tags: ['!dev'],
};

export const LongContent: Story = {
  args: {
    type: 'text',
    label:
      'The name of the company as it is registered with the authorities in the country where it operates',
    hint: 'If the company trades under a different name, enter the registered name here and the trading name in the description. Both appear on your public company profile.',
    error:
      'This name is longer than the register allows; please shorten it or use the official abbreviation given on your certificate of incorporation.',
    defaultValue:
      'Global Healthcare Recruitment and Relocation Services International Holdings Limited Partnership',
  },
};

export const NarrowViewport: Story = {
  args: {
    hint: 'We will send the confirmation to this address.',
    error: 'Please enter a valid email address.',
  },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  args: {
    hint: 'We will send the confirmation to this address.',
    error: 'Please enter a valid email address.',
    required: true,
  },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: WithError.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: WithError.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
