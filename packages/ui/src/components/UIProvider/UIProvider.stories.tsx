import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  ButtonLink,
  Inline,
  Link,
  Stack,
  Text,
  UIProvider,
  ProvidedLink,
  type LinkComponentProps,
} from '@globalhire/ui';

const navigate = fn();

/** Stands in for an adapter over react-router's Link: marks its anchors and handles clicks. */
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

/**
 * A link of any shape renders through the provider with `ProvidedLink` (it reads
 * `useLinkComponent()`, which also hands out the component itself).
 */
function LogoLink() {
  return (
    <ProvidedLink href="/" aria-label="GlobalHire home">
      <Text as="span" weight="bold" size="large">
        GlobalHire
      </Text>
    </ProvidedLink>
  );
}

const meta = {
  title: 'Foundations/UIProvider',
  id: 'components-uiprovider',
  component: UIProvider,
  args: { linkComponent: RouterLink },
  argTypes: { linkComponent: { control: false } },
  render: (args) => (
    <UIProvider {...args}>
      <Stack space="medium">
        <LogoLink />
        <Text>
          Every ui link goes through the provider: <Link href="/jobs">Browse jobs</Link>.
        </Text>
        <Inline space="small">
          <ButtonLink href="/register?type=candidate">Register</ButtonLink>
          <ButtonLink href="/login" variant="outline" tone="neutral">
            Login
          </ButtonLink>
        </Inline>
      </Stack>
    </UIProvider>
  ),
} satisfies Meta<typeof UIProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a router link component: all links render through it and navigate without a page load. */
export const WithRouterLink: Story = {
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    for (const name of ['GlobalHire home', 'Browse jobs', 'Register', 'Login']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('data-router-link');
    }
    await userEvent.click(canvas.getByRole('link', { name: 'Register' }));
    await expect(navigate).toHaveBeenCalledWith('/register?type=candidate');
  },
};

/** Without a link component, links are plain anchors. */
export const DefaultAnchors: Story = {
  args: { linkComponent: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse jobs' });
    await expect(link).toHaveAttribute('href', '/jobs');
    await expect(link).not.toHaveAttribute('data-router-link');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };
