import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminVisaRoutesPage from './AdminVisaRoutesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Visa Routes',
  component: PageStory,
  args: { page: AdminVisaRoutesPage, path: '/admin/visa-routes', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every route by destination, in the order verdicts try them; a closed one shows as retired. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Visa Routes' }, slow),
    ).toBeInTheDocument();
    const uk = await findRow(canvasElement, 'uk-skilled-worker');
    await expect(
      within(uk).getByText('United Kingdom · uk-skilled-worker · tried first'),
    ).toBeInTheDocument();
    await expect(within(uk).getByText('Employer: UK licensed sponsor')).toBeInTheDocument();
    await expect(within(uk).getByText('Occupations: UK SOC 2020')).toBeInTheDocument();
    await expect(within(uk).getByRole('link', { name: /gov\.uk/ })).toHaveAttribute(
      'href',
      'https://www.gov.uk/skilled-worker-visa',
    );
    await expect(within(uk).queryByText('Retired')).toBeNull();
    const h1b1 = await findRow(canvasElement, 'us-h1b1');
    await expect(within(h1b1).getByText('Retired')).toBeInTheDocument();
    await expect(
      within(h1b1).getByRole('button', { name: 'Restore route: H-1B1 visa (Chile and Singapore)' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Visa Routes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: correct a route's name and its note; the row shows the change. */
export const EditARoute: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'nz-aewv');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit route: Accredited Employer Work Visa' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit route' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Accredited Employer Work Visa (AEWV)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save route' }));
    await expectToast('Route saved', '"Accredited Employer Work Visa (AEWV)" is updated.');
    await waitFor(() =>
      expect(within(row).getByText('Accredited Employer Work Visa (AEWV)')).toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(
        within(row).getByRole('button', {
          name: 'Edit route: Accredited Employer Work Visa (AEWV)',
        }),
      ).toHaveFocus(),
    );
  },
};

/** A route's page must be an https address and its order a small whole number. */
export const EditWithValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'uk-skilled-worker');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit route: Skilled Worker visa' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit route' }));
    const url = dialog.getByRole('textbox', { name: /Official page/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'http://www.gov.uk/skilled-worker-visa');
    const priority = dialog.getByRole('textbox', { name: /Priority/ });
    await userEvent.clear(priority);
    await userEvent.type(priority, 'first');
    await userEvent.click(dialog.getByRole('button', { name: 'Save route' }));
    await waitFor(() => expect(url).toHaveFocus());
    await expect(url).toHaveAccessibleDescription(
      /Enter the official page, starting with https:\/\//,
    );
    await expect(priority).toHaveAccessibleDescription(/Enter a whole number from 1 to 99/);
    await expect(priority).toHaveValue('first');
  },
};

/** Retiring asks first; the row stays, retired, with Restore (which gets the focus). */
export const RetireARoute: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'us-e3');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Retire route: E-3 specialty occupation visa' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Retire this route?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Retire route' }));
    await expectToast('Route retired', '"E-3 specialty occupation visa" is no longer offered');
    await waitFor(() => expect(within(row).getByText('Retired')).toBeInTheDocument());
    await waitFor(
      () =>
        expect(
          within(row).getByRole('button', { name: 'Restore route: E-3 specialty occupation visa' }),
        ).toHaveFocus(),
      slow,
    );
  },
};

/** One destination's routes. */
export const FilterByDestination: Story = {
  args: { url: '/admin/visa-routes?destination=ireland' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'ie-general-permit');
    await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue('ireland');
    await expect(page.queryByText('uk-skilled-worker', { exact: false })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.visaRoutes.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Visa Routes' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.visaRoutes.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The visa routes could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.visaRoutes.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No visa routes yet.', undefined, slow),
    ).toBeInTheDocument();
  },
};
