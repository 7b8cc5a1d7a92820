import type { Meta, StoryObj } from '@storybook/react-vite';
import { Rocket, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { Alert, ButtonLink, PromoBanner, Stack, headingElements } from '@globalhire/ui';

const meta = {
  title: 'Job board/PromoBanner',
  id: 'components-promobanner',
  component: PromoBanner,
  args: {
    title: 'Upgrade to Enterprise',
    children:
      'Unlimited job postings, 90 days visibility and 5 featured job slots for $299 a month.',
    illustration: <Rocket />,
    action: (
      <ButtonLink href="/employer/plans" size="small">
        View plans
      </ButtonLink>
    ),
  },
  argTypes: {
    titleAs: { control: 'select', options: headingElements },
    illustration: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // A section named by its heading; never a live region, so nothing is announced.
    const promo = canvas.getByRole('region', { name: 'Upgrade to Enterprise' });
    await expect(promo).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/employer/plans',
    );
  },
};

export const WithoutIllustration: Story = { args: { illustration: undefined } };

/** Beside an info Alert: the promotion reads as apart from messages about the page. */
export const NextToAlert: Story = {
  render: (args) => (
    <Stack space="large">
      <Alert tone="info" title="Your job is waiting for approval">
        We review new jobs within one working day.
      </Alert>
      <PromoBanner {...args} />
    </Stack>
  ),
};

export const LongContent: Story = {
  args: {
    title: 'Feature your jobs in front of candidates in six countries and reach them sooner',
    illustration: <Sparkles />,
    children:
      'Featured jobs sit at the top of search results and on the home page for their whole visibility period. ' +
      'Enterprise includes five featured slots a month, unlimited job postings and ninety days of visibility, ' +
      'and you can change plans at any time from Billing / Subscription.',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Playground: Story = {};
