import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import AdminSponsorRegisterPage from './AdminSponsorRegisterPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Sponsor Register Import',
  component: PageStory,
  args: {
    page: AdminSponsorRegisterPage,
    path: '/admin/employer-licences/import',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = 'Import the UK Register of Licensed Sponsors';

/** A register file as GOV.UK publishes it, small enough for a story. */
const registerFile = (
  header = 'Organisation Name,Town/City,County,Type & Rating,Route',
  rows = 1200,
) =>
  new File(
    [
      `${header}\r\n`,
      ...Array.from(
        { length: rows },
        (_, i) => `"Firm ${i}, Ltd",Town ${i % 9},,Worker (A rating),Skilled Worker\r\n`,
      ),
    ],
    'Worker_and_Temporary_Worker.csv',
    { type: 'text/csv' },
  );

const chooseFile = async (canvasElement: HTMLElement, file: File) => {
  const page = within(canvasElement);
  await userEvent.upload(
    await page.findByLabelText(/Register file \(CSV\)/, undefined, slow),
    file,
  );
  await userEvent.click(page.getByRole('button', { name: 'Read the register' }));
};

/** An import waiting for the admin: each employer it names, what confirming would change. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: heading }, slow),
    ).toBeInTheDocument();
    const caledonia = await findRow(canvasElement, 'Caledonia Life Sciences');
    await expect(within(caledonia).getByText('Update the routes')).toBeInTheDocument();
    await expect(within(caledonia).getByText('Now: Skilled Worker')).toBeInTheDocument();
    await expect(
      within(caledonia).getByRole('checkbox', { name: 'Confirm: Caledonia Life Sciences' }),
    ).toBeChecked();
    // The name matches but the town does not: the admin decides.
    const pennine = await findRow(canvasElement, 'Pennine Manufacturing');
    await expect(within(pennine).getByText('Town differs: check it')).toBeInTheDocument();
    await expect(
      within(pennine).getByRole('checkbox', { name: 'Confirm: Pennine Manufacturing' }),
    ).not.toBeChecked();
    const kingsbridge = await findRow(canvasElement, 'Kingsbridge Bank');
    await expect(within(kingsbridge).queryByRole('checkbox')).toBeNull();
    await expect(page.getByText('Verified, but not on this register')).toBeInTheDocument();
    await expect(page.getByText('Thames Analytics (London)')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Confirm 3 changes' })).toBeEnabled();
  },
};

/** The key action: the ticked changes are confirmed, and the screen says how many licences changed. */
export const ConfirmTheMatches: Story = {
  parameters: adminMocks([handlers.latestSponsorRegisterImport([fixtures.sponsorRegisterImport])]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const pennine = await findRow(canvasElement, 'Pennine Manufacturing');
    await userEvent.click(
      within(pennine).getByRole('checkbox', { name: 'Confirm: Pennine Manufacturing' }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Confirm 4 changes' }));
    await expectToast(
      'Register confirmed',
      '4 licences were added, verified or updated from the register.',
    );
    await expect(
      await page.findByText('Last import confirmed', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Read the register' })).toBeDisabled();
  },
};

/** No import yet: where to get the register, and the upload. */
export const NoImportYet: Story = {
  parameters: adminMocks([handlers.latestSponsorRegisterImport.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'link',
        { name: /GOV.UK: Register of licensed sponsors \(workers\)/ },
        slow,
      ),
    ).toHaveAttribute(
      'href',
      'https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers',
    );
    await expect(page.getByRole('button', { name: 'Read the register' })).toBeDisabled();
  },
};

/** A file read in the browser a part at a time (several parts and uploads here), then matched. */
export const ImportAFile: Story = {
  parameters: adminMocks([
    handlers.latestSponsorRegisterImport.empty(),
    handlers.sponsorRegisterProposals([]),
  ]),
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, registerFile());
    const page = within(canvasElement);
    await expect(
      await page.findByText('No employer matches this register', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByText(/1,200 rows, read on/)).toBeInTheDocument();
  },
};

/** While the rows are sent: how many were read, and a Cancel. */
export const Importing: Story = {
  parameters: adminMocks([
    handlers.latestSponsorRegisterImport.empty(),
    handlers.uploadSponsorRegisterRows.loading(),
  ]),
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, registerFile());
    const page = within(canvasElement);
    await expect(
      await page.findByText(/Reading the register: [\d,]+ rows so far/, undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

/** Not the register: the file says which column it lacks, and nothing is kept. */
export const NotTheRegister: Story = {
  parameters: adminMocks([handlers.latestSponsorRegisterImport.empty()]),
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, registerFile('Name,City,Licence'));
    await expect(
      await within(canvasElement).findByText(
        /This file is not the Register of Licensed Sponsors: it has no "Organisation Name" column/,
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
  },
};

/** Discarding keeps every licence as it was and returns to the upload. */
export const DiscardTheImport: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Caledonia Life Sciences');
    await userEvent.click(page.getByRole('button', { name: 'Discard this import' }));
    await expectToast('Import discarded', 'The import was discarded; nothing was changed.');
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Read the register' })).toBeInTheDocument(),
    );
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.latestSponsorRegisterImport.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: heading }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.latestSponsorRegisterImport.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The imports could not be loaded', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
