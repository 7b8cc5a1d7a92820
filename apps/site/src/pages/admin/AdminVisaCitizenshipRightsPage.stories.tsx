import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminVisaCitizenshipRightsPage from './AdminVisaCitizenshipRightsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Visa Citizenship Rights',
  component: PageStory,
  args: {
    page: AdminVisaCitizenshipRightsPage,
    path: '/admin/visa-citizenship-rights',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free movement and treaty rights by destination; a retired one says so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Visa Citizenship Rights' }, slow),
    ).toBeInTheDocument();
    const ireland = await findRow(canvasElement, 'Common Travel Area');
    await expect(within(ireland).getByText('Ireland (IE)')).toBeInTheDocument();
    await expect(within(ireland).getByText('Free movement')).toBeInTheDocument();
    const canada = await findRow(canvasElement, 'Canada (CA)');
    await expect(within(canada).getByText('Treaty route')).toBeInTheDocument();
    await expect(within(canada).getByText('TN (USMCA professional)')).toBeInTheDocument();
    const singapore = await findRow(canvasElement, 'Singapore (SG)');
    await expect(within(singapore).getByText('Retired')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Visa Citizenship Rights' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: add a treaty right; its route is one of the destination's. */
export const AddATreatyRight: Story = {
  play: async ({ canvasElement }) => {
    const add = await within(canvasElement).findByRole('button', { name: 'Add right' }, slow);
    await waitFor(() => expect(add).toBeEnabled(), slow);
    await userEvent.click(add);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a right' }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Destination/ }),
      'United States',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Citizenship/ }),
      'MX: Mexico',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Right/ }),
      'Treaty route: a simpler route with an employer',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Treaty route/ }),
      'TN (USMCA professional)',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Basis/ }),
      'United States-Mexico-Canada Agreement (USMCA)',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source URL/ }),
      'https://www.uscis.gov/working-in-the-united-states',
    );
    await userEvent.type(dialog.getByLabelText(/Source date/), '2026-06-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add right' }));
    await expectToast(
      'Right added',
      'Citizens of Mexico (MX) now have this right in United States.',
    );
  },
};

/** A treaty right needs its route, and every right its basis and source. */
export const AddWithValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const add = await within(canvasElement).findByRole('button', { name: 'Add right' }, slow);
    await waitFor(() => expect(add).toBeEnabled(), slow);
    await userEvent.click(add);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a right' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Destination/ }), 'Canada');
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /^Right/ }),
      'Treaty route: a simpler route with an employer',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Source URL/ }), 'canada.ca');
    await userEvent.click(dialog.getByRole('button', { name: 'Add right' }));
    const citizenship = dialog.getByRole('combobox', { name: /Citizenship/ });
    await waitFor(() => expect(citizenship).toHaveFocus());
    await expect(
      dialog.getByRole('combobox', { name: /Treaty route/ }),
    ).toHaveAccessibleDescription(/Choose the treaty route this citizenship opens\./);
    await expect(dialog.getByRole('textbox', { name: /Basis/ })).toHaveAccessibleDescription(
      /Say what the right rests on/,
    );
    await expect(dialog.getByRole('textbox', { name: /Source URL/ })).toHaveValue('canada.ca');
  },
};

/** The same right twice is refused by the database; the dialog says so. */
export const AddATakenRight: Story = {
  tags: ['visual-after-play'],
  parameters: adminMocks([handlers.saveVisaCitizenshipRight('taken')]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Common Travel Area');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit right: Ireland (IE) in United Kingdom' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit right' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save right' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This citizenship already has this right in this destination',
    );
  },
};

/** Retiring a right keeps it on record, marked retired, with Restore. */
export const RetireARight: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Australia (AU)');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Retire right: Australia (AU) in Australia' }),
    );
    await expectToast('Right retired', 'Citizens of Australia (AU) no longer have this right');
    await waitFor(() => expect(within(row).getByText('Retired')).toBeInTheDocument());
  },
};

/** One destination's rights. */
export const FilterByDestination: Story = {
  args: { url: '/admin/visa-citizenship-rights?destination=united-states' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Canada (CA)');
    await expect(page.queryByText('Common Travel Area')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.visaCitizenshipRights.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Visa Citizenship Rights' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.visaCitizenshipRights.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The citizenship rights could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.visaCitizenshipRights.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No citizenship rights yet.', undefined, slow),
    ).toBeInTheDocument();
  },
};
