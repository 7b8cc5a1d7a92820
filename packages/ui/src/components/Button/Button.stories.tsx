import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Search } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import {
  Button,
  Inline,
  Stack,
  Text,
  buttonIconPositions,
  buttonSizes,
  buttonTones,
  buttonVariants,
  vars,
} from '@globalhire/ui';

const meta = {
  title: 'Forms/Button',
  id: 'components-button',
  component: Button,
  args: { children: 'Search jobs', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    type: { control: 'select', options: ['button', 'submit', 'reset'] },
    iconPosition: { control: 'inline-radio', options: buttonIconPositions },
    icon: { control: false },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Search jobs' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every tone in every variant: solid for the main action, soft/outline for secondary, ghost for quiet. */
export const TonesAndVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {buttonVariants.map((variant) => (
        <Inline key={variant} space="small">
          {buttonTones.map((tone) => (
            <Button key={tone} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small" alignY="center">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </Inline>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <Inline space="small">
      <Button {...args} icon={<Search />}>
        Search
      </Button>
      <Button {...args} variant="outline" icon={<ArrowRight />} iconPosition="end">
        Next step
      </Button>
      <Button {...args} variant="soft" size="small" icon={<Plus />}>
        Add job
      </Button>
    </Inline>
  ),
};

/** The login button while signing in: disabled, busy, 'Logging in...' in place of 'Login'. */
export const Loading: Story = {
  args: { children: 'Login', loading: true, loadingLabel: 'Logging in...', type: 'submit' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Toggling loading does not move the layout: the button is as wide idle as busy. */
export const LoadingKeepsWidth: Story = {
  render: (args) => (
    <Inline space="small">
      <Button {...args} loadingLabel="Logging in...">
        Login
      </Button>
      <Button {...args} loading loadingLabel="Logging in...">
        Login
      </Button>
      <Button {...args} loading variant="outline">
        Save
      </Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const idle = canvas.getByRole('button', { name: 'Login' });
    const busy = canvas.getByRole('button', { name: 'Logging in...' });
    await expect(busy.getBoundingClientRect().width).toBe(idle.getBoundingClientRect().width);
    // Without a loading label the spinner covers the label, which still names the button.
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
  tags: ['!dev'],
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Apply now' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Apply now' });
    await expect(button).toBeDisabled();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Create account' },
  render: (args) => (
    <div style={{ maxWidth: vars.contentWidth.small }}>
      <Button {...args} />
    </div>
  ),
};

/** `asChild` gives any single element (here an anchor) the button's look and content. */
export const AsChild: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline" icon={<ArrowRight />} iconPosition="end">
      <a href="#pricing">See pricing</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '#pricing');
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long label stays on one line and is cut with an ellipsis rather than overflowing. */
export const LongContent: Story = {
  args: {
    children: 'Apply for Senior Registered Nurse, Intensive Care Unit (night shifts)',
    icon: <ArrowRight />,
  },
  render: (args) => (
    <div style={{ maxWidth: `calc(${vars.contentWidth.small} / 2)` }}>
      <Stack space="small">
        <Text size="small" tone="muted">
          In a narrow column
        </Text>
        <Button {...args} />
      </Stack>
    </div>
  ),
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Stack space="small">
      <Button {...args} fullWidth>
        Register
      </Button>
      <Button {...args} fullWidth variant="outline" tone="neutral">
        Login
      </Button>
    </Stack>
  ),
};

export const Dark: Story = {
  ...TonesAndVariants,
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  render: WithIcon.render,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = {
  args: {
    tone: 'brand',
    variant: 'solid',
    size: 'standard',
    loading: false,
    loadingLabel: 'Searching...',
    fullWidth: false,
  },
};
