import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminExchangeRatesPage from './AdminExchangeRatesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/ExchangeRates',
  component: PageStory,
  args: {
    page: AdminExchangeRatesPage,
    path: '/admin/exchange-rates',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...adminMocks([handlers.exchangeRates(), handlers.updateExchangeRate()]),
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every currency with its rate per US dollar, the date it is valid from and its last change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Exchange Rates' }, slow),
    ).toBeInTheDocument();
    const gbp = await findRow(canvasElement, 'GBP');
    await expect(within(gbp).getByRole('button', { name: 'Edit rate: GBP' })).toBeInTheDocument();
    // The US dollar is what every rate is counted in: it has no Edit.
    const usd = await findRow(canvasElement, 'USD');
    await expect(within(usd).getByText('Base currency')).toBeInTheDocument();
    await expect(within(usd).queryByRole('button')).toBeNull();
    await expect(page.getByRole('link', { name: 'Exchange Rates' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: edit a rate in its row and save it. */
export const EditARate: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'GBP');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit rate: GBP' }));
    const field = within(row).getByRole('textbox', { name: 'GBP per US dollar' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, '0.8125');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await expectToast('Rate saved', '1 US dollar = 0.8125 GBP; salary searches use it now.');
    await waitFor(
      () => expect(within(row).getByRole('button', { name: 'Edit rate: GBP' })).toHaveFocus(),
      slow,
    );
  },
};

/** A rate that is not a positive number is never sent; the field says why and keeps the text. */
export const EditWithAValidationError: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'EUR');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit rate: EUR' }));
    const field = within(row).getByRole('textbox', { name: 'EUR per US dollar' });
    await userEvent.clear(field);
    await userEvent.type(field, '-0.9');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription(/The rate must be more than 0\./);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('-0.9');
    await userEvent.clear(field);
    await userEvent.type(field, 'abc');
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await expect(field).toHaveAccessibleDescription(/Enter the rate as a number, e\.g\. 0\.79\./);
  },
};

/** Escape leaves the rate as it was and returns to the row's Edit button. */
export const CancelAnEdit: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'CAD');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit rate: CAD' }));
    await userEvent.type(within(row).getByRole('textbox', { name: 'CAD per US dollar' }), '9');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Edit rate: CAD' })).toHaveFocus(),
    );
    await expect(within(row).queryByRole('textbox')).toBeNull();
  },
};

/** The database refused the change (e.g. the session is no longer an admin's): an Error toast. */
export const SaveRefused: Story = {
  parameters: adminMocks([handlers.exchangeRates(), handlers.updateExchangeRate('refused')]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'AUD');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit rate: AUD' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await expectToast('Error', 'Only an admin can change exchange rates.');
    await expect(within(row).getByRole('textbox', { name: 'AUD per US dollar' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.exchangeRates.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Exchange Rates' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.exchangeRates.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The exchange rates could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
