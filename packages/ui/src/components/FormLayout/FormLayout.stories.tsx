import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  FormLayout,
  PasswordInput,
  Select,
  TextInput,
  Textarea,
} from '@globalhire/ui';

const meta = {
  title: 'Forms/FormLayout',
  id: 'components-forms-formlayout',
  component: FormLayout,
  args: {
    title: 'Login',
    description: 'Welcome back. Sign in to see your applications.',
    onSubmit: fn(),
    actions: (
      <Button type="submit" fullWidth>
        Login
      </Button>
    ),
    children: (
      <>
        <TextInput label="Email" name="email" type="email" autoComplete="email" required />
        <PasswordInput label="Password" name="password" required />
      </>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    titleAs: { control: 'inline-radio', options: ['h1', 'h2', 'h3'] },
    actions: { control: false },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting calls onSubmit once and keeps the page where it is. */
export const Submitting: Story = {
  args: { noValidate: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email' }),
      'amara.okafor@example.com',
    );
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
    await expect(password).toHaveAccessibleName('Password');
    await userEvent.type(password as HTMLInputElement, 'correct-horse-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The form never navigates: the app handles the data.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPrevented: true }),
    );
  },
  tags: ['!dev'],
};

export const WithErrors: Story = {
  args: {
    children: (
      <>
        <TextInput
          label="Email"
          name="email"
          type="email"
          required
          defaultValue="amara.okafor"
          error="Please enter a valid email address."
        />
        <PasswordInput
          label="Password"
          name="password"
          required
          error="Please enter your password."
        />
      </>
    ),
  },
};

export const Loading: Story = {
  args: {
    actions: (
      <Button type="submit" fullWidth loading loadingLabel="Logging in...">
        Login
      </Button>
    ),
  },
};

export const WithoutHeader: Story = {
  args: { title: undefined, description: undefined },
};

export const Contact: Story = {
  args: {
    title: 'Send us a message',
    description: undefined,
    actions: <Button type="submit">Send Message</Button>,
    children: (
      <>
        <TextInput label="Full name" name="name" autoComplete="name" required />
        <TextInput label="Email" name="email" type="email" autoComplete="email" required />
        <TextInput label="Subject" name="subject" required />
        <Textarea label="Message" name="message" required rows={5} />
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Register as an employer and start hiring international talent for your organisation today',
    description:
      'Create your employer account to post jobs, review applicants and manage interviews. Our team verifies every company before its first job goes live, which usually takes one working day.',
    actions: (
      <>
        <Button type="submit">Create Account</Button>
        <Button type="button" variant="ghost" tone="neutral">
          Cancel
        </Button>
      </>
    ),
    children: (
      <>
        <TextInput label="First name" name="firstName" required />
        <TextInput label="Last name" name="lastName" required />
        <TextInput label="Company name" name="companyName" required />
        <Select
          label="Industry"
          name="industry"
          placeholder="Select an industry"
          options={[
            { value: 'healthcare', label: 'Healthcare' },
            { value: 'engineering', label: 'Engineering' },
          ]}
        />
        <TextInput label="Email" name="email" type="email" required />
        <PasswordInput label="Password" name="password" required hint="At least 8 characters." />
        <PasswordInput label="Confirm password" name="confirmPassword" required />
        <Checkbox
          label="I agree to the Terms of Service and Privacy Policy"
          name="terms"
          required
        />
      </>
    ),
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
