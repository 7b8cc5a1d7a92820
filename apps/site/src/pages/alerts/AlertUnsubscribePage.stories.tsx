import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import AlertUnsubscribePage from './AlertUnsubscribePage';
import { PageStory } from '../../testing/PageStory';

const slow = { timeout: 8000 };
const token = 'dee5f611be0c4f8d9277a1b5a26ab2ebc17e0ef1c7c54f488cee3ecf37d615bb';

const meta = {
  title: 'Pages/Alerts/Unsubscribe',
  component: PageStory,
  args: {
    page: AlertUnsubscribePage,
    path: '/alerts/unsubscribe',
    url: `/alerts/unsubscribe?token=${token}`,
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [handlers.unsubscribeJobAlert(), ...defaultHandlers] },
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out, from the email: that alert is off, named. */
export const Unsubscribed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Job alert turned off' }, slow),
    ).toBeVisible();
    await expect(
      page.getByText(/“Engineering jobs in Canada” will send you no more emails/),
    ).toBeVisible();
  },
};

/** A used or unknown token: says so, and that nothing changed. */
export const UsedOrInvalid: Story = {
  parameters: { msw: { handlers: [handlers.unsubscribeJobAlert.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'This unsubscribe link is not valid' },
        slow,
      ),
    ).toBeVisible();
    await expect(page.getByText(/Nothing was changed/)).toBeVisible();
  },
};

/** No token at all (a cut link): not valid, without asking the server. */
export const MissingToken: Story = {
  args: { url: '/alerts/unsubscribe' },
  parameters: { msw: { handlers: [handlers.unsubscribeJobAlert.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'This unsubscribe link is not valid' },
        slow,
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.unsubscribeJobAlert.loading(), ...defaultHandlers] } },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [handlers.unsubscribeJobAlert.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Your alert could not be turned off.', undefined, slow),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
