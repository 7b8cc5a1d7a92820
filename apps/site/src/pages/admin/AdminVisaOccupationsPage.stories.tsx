import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminVisaOccupationsPage from './AdminVisaOccupationsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Visa Occupations',
  component: PageStory,
  args: {
    page: AdminVisaOccupationsPage,
    path: '/admin/visa-occupations',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Occupations by classification and code, each with where it stands on the routes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Visa Occupations' }, slow),
    ).toBeInTheDocument();
    const care = await findRow(canvasElement, 'Care workers and home carers');
    await expect(within(care).getByText('UK SOC 2020 6135')).toBeInTheDocument();
    await expect(within(care).getByText('Conditional')).toBeInTheDocument();
    await expect(
      within(care).getByText(/Skilled Worker visa · Temporary Shortage List/),
    ).toBeInTheDocument();
    const old = await findRow(canvasElement, 'Cleaners and domestics (old code)');
    await expect(within(old).getByText('Retired')).toBeInTheDocument();
    await expect(within(old).getByText('On no route yet')).toBeInTheDocument();
    await expect(
      within(old).getByRole('button', { name: /^Restore occupation: 9233/ }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Visa Occupations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: set an occupation's standing on a route; the row shows it at once. */
export const SetAStanding: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Care workers and home carers');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Set standing: 6135 Care workers and home carers' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Set a standing' }));
    // The only UK SOC 2020 route is chosen, with the standing the occupation has on it.
    const standing = dialog.getByRole('combobox', { name: /Standing/ });
    await waitFor(() => expect(standing).toHaveValue('conditional'));
    await userEvent.selectOptions(standing, 'Ineligible');
    const note = dialog.getByRole('textbox', { name: /Note/ });
    await userEvent.clear(note);
    await userEvent.type(note, 'The Temporary Shortage List ended on 31 December 2026.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save standing' }));
    await expectToast(
      'Standing saved',
      '"Care workers and home carers" is ineligible on the Skilled Worker visa.',
    );
    await waitFor(() => expect(within(row).getByText('Ineligible')).toBeInTheDocument());
  },
};

/** A new code needs its classification, a code in the list's form and a title. */
export const AddWithValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Add occupation' }, slow),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an occupation' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Code/ }), '21 36');
    await userEvent.click(dialog.getByRole('button', { name: 'Add occupation' }));
    const classification = dialog.getByRole('combobox', { name: /Classification/ });
    await waitFor(() => expect(classification).toHaveFocus());
    await expect(classification).toHaveAccessibleDescription(
      /Choose the classification the code belongs to\./,
    );
    const code = dialog.getByRole('textbox', { name: /Code/ });
    await expect(code).toHaveAccessibleDescription(/Use up to 12 letters, digits, dots or hyphens/);
    await expect(code).toHaveValue('21 36');
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
      /The occupation needs a title\./,
    );
  },
};

/** Adding a code the classification already has is refused; the dialog says so. */
export const AddATakenCode: Story = {
  tags: ['visual-after-play'],
  parameters: adminMocks([handlers.saveVisaOccupation('taken')]),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Add occupation' }, slow),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an occupation' }));
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Classification/ }),
      'UK SOC 2020',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Code/ }), '2134');
    await userEvent.type(dialog.getByRole('textbox', { name: /Title/ }), 'Programmers');
    await userEvent.click(dialog.getByRole('button', { name: 'Add occupation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This classification already has that code: edit that occupation instead.',
    );
  },
};

/** Retiring a code keeps it on record; Restore puts it back. */
export const RetireAnOccupation: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Carpenter');
    const retire = within(row).getByRole('button', { name: 'Retire occupation: 331212 Carpenter' });
    await userEvent.click(retire);
    await expectToast('Occupation retired', '"Carpenter" is no longer used for verdicts.');
    await waitFor(() =>
      expect(
        within(row).getByRole('button', { name: 'Restore occupation: 331212 Carpenter' }),
      ).toHaveFocus(),
    );
  },
};

/** Searched by title or code, within one classification. */
export const Search: Story = {
  args: { url: '/admin/visa-occupations?q=software&classification=uk_soc_2020' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Programmers and software development professionals');
    await expect(page.queryByText('Software developers and programmers')).toBeNull();
    await expect(page.getByRole('searchbox', { name: 'Search occupations' })).toHaveValue(
      'software',
    );
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.visaOccupations.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No occupations yet', undefined, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.visaOccupations.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Visa Occupations' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.visaOccupations.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The occupations could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
