import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Inline,
  TOAST_DURATION_MS,
  Toaster,
  clearToasts,
  toast,
  type ToastOptions,
} from '@globalhire/ui';

/** The toast on screen, found inside the notifications region (Radix also copies its text into a live region). */
const currentToasts = () =>
  within(screen.getByRole('region', { name: /Notifications/ })).queryAllByRole('listitem');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Static stories: show one toast before rendering, and keep it open for a steady screenshot. */
const showing = (options: ToastOptions): Pick<Story, 'beforeEach' | 'args'> => ({
  args: { duration: Infinity },
  beforeEach: () => {
    toast(options);
    return clearToasts;
  },
});

// The toast sits at the bottom of the viewport; the frame fills it so screenshots include the toast.
const fillViewport: Decorator = (Story) => (
  <div style={{ minHeight: '100vh' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Overlays/Toast',
  id: 'components-toast',
  component: Toaster,
  args: { duration: TOAST_DURATION_MS, label: 'Notifications ({hotkey})', closeLabel: 'Close' },
  argTypes: {
    duration: { control: { type: 'number', min: 1000, step: 1000 } },
  },
  decorators: [fillViewport],
  parameters: {
    layout: 'fullscreen',
    // The toast is fixed to the viewport, so each story gets its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 200 } },
  },
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = showing({
  title: 'Profile Updated',
  description: 'Your company profile has been updated successfully.',
});

export const Positive: Story = showing({
  title: 'Welcome back!',
  description: 'You have successfully logged in.',
  tone: 'positive',
});

export const Critical: Story = showing({
  title: 'Authentication Error',
  description: 'There was a problem with authentication. Please try logging in again.',
  tone: 'critical',
});

export const TitleOnly: Story = showing({ title: 'Signed out' });

export const LongContent: Story = showing({
  title: 'Registration Successful',
  description:
    'Please check your email to verify your account. The message comes from our recruitment team and the link in it expires after 24 hours; check your spam folder if it has not arrived within a few minutes.',
  tone: 'positive',
});

export const NarrowViewport: Story = {
  ...showing({
    title: 'Login failed',
    description: 'Invalid login credentials',
    tone: 'critical',
  }),
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  ...showing({
    title: 'Welcome back!',
    description: 'You have successfully logged in.',
    tone: 'positive',
  }),
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const DarkCritical: Story = {
  ...showing({
    title: 'Session Error',
    description: 'Failed to refresh session. Please log in again.',
    tone: 'critical',
  }),
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const DarkDefault: Story = {
  ...showing({ title: 'Signed out', description: 'You have been successfully logged out.' }),
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Buttons that raise toasts through the module-level `toast()`, as app code does. */
function ToastButtons() {
  return (
    <Inline space="small">
      <Button
        onClick={() =>
          toast({
            title: 'Welcome back!',
            description: 'You have successfully logged in.',
            tone: 'positive',
          })
        }
      >
        Log in
      </Button>
      <Button
        tone="critical"
        variant="outline"
        onClick={() =>
          toast({
            title: 'Error',
            description: 'Failed to sign out. Please try again.',
            tone: 'critical',
          })
        }
      >
        Fail to sign out
      </Button>
    </Inline>
  );
}

const withButtons: Story['render'] = (args) => (
  <div style={{ padding: '1rem' }}>
    <ToastButtons />
    <Toaster {...args} />
  </div>
);

/** One toast at a time: a new toast replaces the one on screen, and the close button closes it. */
export const ReplacesPrevious: Story = {
  render: withButtons,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentToasts()).toHaveLength(1));
    await expect(currentToasts()[0]).toHaveTextContent('Welcome back!');

    await userEvent.click(canvas.getByRole('button', { name: 'Fail to sign out' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toHaveTextContent('Failed to sign out. Please try again.'),
    );
    await expect(currentToasts()).toHaveLength(1);
    await expect(screen.queryByText('You have successfully logged in.')).not.toBeInTheDocument();

    const [shown] = currentToasts();
    await userEvent.click(within(shown!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentToasts()).toHaveLength(0));
  },
  tags: ['!dev'],
};

/**
 * The toast closes itself after TOAST_DURATION_MS (5000 ms): still there a second before,
 * gone shortly after. (Toaster.test.tsx checks the exact moment with fake timers.)
 */
export const ClosesAfterFiveSeconds: Story = {
  render: withButtons,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentToasts()).toHaveLength(1));
    await wait(TOAST_DURATION_MS - 1000);
    await expect(currentToasts()).toHaveLength(1);
    await waitFor(() => expect(currentToasts()).toHaveLength(0), { timeout: 2000 });
  },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = { ...Positive, globals: { direction: 'rtl' }, tags: ['!dev'] };

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { ...Positive, globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = { render: withButtons };
