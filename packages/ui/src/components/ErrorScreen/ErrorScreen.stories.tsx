import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from '@globalhire/ui';

const meta = {
  title: 'Feedback/ErrorScreen',
  id: 'components-errorscreen',
  component: ErrorScreen,
  tags: ['visual-mobile'],
  parameters: { layout: 'fullscreen' },
  args: { onRefresh: fn(), homeHref: '/' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's fixed error screen: its texts are the defaults. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh Page' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};

export const WithDescription: Story = {
  args: { description: 'We could not load this page. Refresh to try again, or head back home.' },
};

/** Technical detail, e.g. in development builds. */
export const WithDetails: Story = {
  args: {
    details:
      "TypeError: Cannot read properties of undefined (reading 'company_name')\n    at EmployerProfile (EmployerProfile.tsx:42:18)",
  },
};

/** Other texts and another home, e.g. a panel's own dashboard. */
export const CustomTexts: Story = {
  args: {
    title: 'This page failed to load',
    refreshLabel: 'Try again',
    homeLabel: 'Back to dashboard',
    homeHref: '/employer/dashboard',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/employer/dashboard',
    );
  },
};

export const LongContent: Story = {
  args: {
    description:
      'Something unexpected happened while we were loading your applications. Your data is safe: nothing was changed. Refresh the page to try again; if it keeps happening, go back home and contact our support team with the time it happened so we can look into it.',
    details:
      'FetchError: request to /rest/v1/applications failed, reason: 503 Service Unavailable. '.repeat(
        3,
      ),
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: WithDescription.args,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: WithDescription.args,
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: WithDescription.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: WithDescription.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
