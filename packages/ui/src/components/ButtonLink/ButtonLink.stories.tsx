import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import {
  ButtonLink,
  Inline,
  UIProvider,
  buttonIconPositions,
  buttonSizes,
  buttonTones,
  buttonVariants,
  type LinkComponentProps,
} from '@globalhire/ui';

const meta = {
  title: 'Navigation/ButtonLink',
  id: 'components-buttonlink',
  component: ButtonLink,
  args: { href: '#post-job', children: 'Post a job' },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    iconPosition: { control: 'inline-radio', options: buttonIconPositions },
    icon: { control: false },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Post a job' });
    await expect(link).toHaveAttribute('href', '#post-job');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline space="small">
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {`Post a job (${variant})`}
        </ButtonLink>
      ))}
    </Inline>
  ),
};

const navigate = fn();

/** A stand-in for the router's link: it marks its anchors and handles clicks itself. */
function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      data-router-link=""
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/** Inside `<UIProvider linkComponent={...}>` the link renders through the app's router link. */
export const ThroughLinkProvider: Story = {
  args: {
    href: '/register?type=employer',
    children: 'Register as employer',
    icon: <ArrowRight />,
    iconPosition: 'end',
  },
  render: (args) => (
    <UIProvider linkComponent={RouterLink}>
      <ButtonLink {...args} />
    </UIProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Register as employer' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'button-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/register?type=employer');
  },
};

/** An external link opens a new tab and says so to screen readers. */
export const External: Story = {
  args: {
    href: 'https://www.linkedin.com/',
    external: true,
    variant: 'outline',
    tone: 'neutral',
    children: 'Follow us',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Follow us (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const LongContent: Story = {
  args: { children: 'Browse every open nursing, engineering and hospitality role abroad' },
  render: (args) => (
    <div style={{ maxWidth: '18rem' }}>
      <ButtonLink {...args} />
    </div>
  ),
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { fullWidth: true, size: 'large' },
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {
  args: { tone: 'brand', variant: 'solid', size: 'standard', fullWidth: false, external: false },
};
