import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminVisaThresholdsPage from './AdminVisaThresholdsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Visa Thresholds',
  component: PageStory,
  args: {
    page: AdminVisaThresholdsPage,
    path: '/admin/visa-thresholds',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const openAddDialog = async (canvasElement: HTMLElement) => {
  const add = await within(canvasElement).findByRole('button', { name: 'Add figure' }, slow);
  await waitFor(() => expect(add).toBeEnabled(), slow);
  await userEvent.click(add);
  return within(await screen.findByRole('dialog', { name: 'Add a figure' }));
};

/**
 * Every figure in use with its route, amount, dates and source. The UK's 2024 figure ended on
 * 21 July 2025: it is flagged for a check. New Zealand's 2026 figure is current.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Visa Thresholds' }, slow),
    ).toBeInTheDocument();
    const ended = await findRow(canvasElement, '£38,700 per year');
    await expect(
      within(ended).getByText('Skilled Worker visa, United Kingdom'),
    ).toBeInTheDocument();
    await expect(within(ended).getByText('4 April 2024 to 21 July 2025')).toBeInTheDocument();
    // Replaced by the figure after it: history, nothing to check.
    await expect(within(ended).queryByText('Needs checking')).toBeNull();
    const alberta = await findRow(canvasElement, 'Alberta high-wage threshold');
    await expect(within(alberta).getByText('Needs checking')).toBeInTheDocument();
    await expect(within(alberta).getByText(/Its last day has passed/)).toBeInTheDocument();
    await expect(within(ended).getByRole('link', { name: /davidsonmorris\.com/ })).toHaveAttribute(
      'href',
      'https://www.davidsonmorris.com/increases-in-skilled-worker-visa-salary-thresholds-2025',
    );
    const nz = await findRow(canvasElement, 'NZ$23.95 per hour');
    await expect(within(nz).queryByText('Needs checking')).toBeNull();
    await expect(within(nz).getByText('From 1 April 2026')).toBeInTheDocument();
    const ontario = await findRow(canvasElement, 'Ontario high-wage threshold');
    await expect(within(ontario).getByText('Tier: general · Region: ON')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Visa Thresholds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: add a figure from the official page; the toast confirms it. */
export const AddAFigure: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Route/ }),
      'United Kingdom: Skilled Worker visa',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Label/ }),
      'Skilled Worker general threshold',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '43000');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Currency/ }), 'GBP');
    await userEvent.type(dialog.getByLabelText(/Effective from/), '2027-04-06');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source URL/ }),
      'https://www.gov.uk/skilled-worker-visa',
    );
    await userEvent.type(dialog.getByLabelText(/Source date/), '2026-11-30');
    await userEvent.click(dialog.getByRole('button', { name: 'Add figure' }));
    await expectToast(
      'Figure added',
      '"Skilled Worker general threshold" of the Skilled Worker visa is in the catalogue',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Each wrong field says why beside it; nothing is sent and nothing typed is lost. */
export const AddWithValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount/ }), '41,700');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Tier/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Tier/ }), 'Critical Skills');
    await userEvent.type(dialog.getByRole('textbox', { name: /Source URL/ }), 'gov.uk/visa');
    await userEvent.type(dialog.getByLabelText(/Effective from/), '2026-03-01');
    await userEvent.type(dialog.getByLabelText(/Effective to/), '2026-02-28');
    await userEvent.click(dialog.getByRole('button', { name: 'Add figure' }));

    const route = dialog.getByRole('combobox', { name: /Route/ });
    await waitFor(() => expect(route).toHaveFocus());
    await expect(route).toHaveAccessibleDescription(/Choose the route the figure is for\./);
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/at most two decimals, e\.g\. 41700/);
    await expect(amount).toHaveValue('41,700');
    await expect(dialog.getByRole('textbox', { name: /Tier/ })).toHaveAccessibleDescription(
      /lowercase words joined by underscores/,
    );
    await expect(dialog.getByRole('textbox', { name: /Source URL/ })).toHaveValue('gov.uk/visa');
    await expect(dialog.getByLabelText(/Effective to/)).toHaveAccessibleDescription(
      /The last day cannot be before the first day\./,
    );
    await expect(dialog.getByLabelText(/Source date/)).toHaveAccessibleDescription(
      /Enter the date the source gives for the figure\./,
    );
  },
};

/**
 * The database refuses a figure whose dates overlap another of the same route, tier and region:
 * the dialog says so and keeps everything typed.
 */
export const OverlapRefused: Story = {
  tags: ['visual-after-play'],
  parameters: adminMocks([handlers.saveVisaThreshold('overlap')]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, '£41,700 per year');
    await userEvent.click(
      within(row).getByRole('button', { name: /^Edit figure: Skilled Worker general threshold/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit figure' }));
    const from = dialog.getByLabelText(/Effective from/);
    await expect(from).toHaveValue('2025-07-22');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Save figure' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The figure was not saved.');
    await expect(alert).toHaveTextContent(
      'Another figure of this route already applies in those dates: end it first.',
    );
    await expect(from).toHaveValue('2024-01-01');
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue('41700');
  },
};

/** Retiring asks first; the figure leaves the list and focus goes to Add figure. */
export const RetireAFigure: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'NZ$23.95 per hour');
    await userEvent.click(
      within(row).getByRole('button', { name: /^Retire figure: New Zealand minimum wage/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Retire this figure?' }));
    await expect(dialog.getByText(/stops being used for verdicts/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Retire figure' }));
    await expectToast(
      'Figure retired',
      '"New Zealand minimum wage" is no longer used for verdicts.',
    );
    await waitFor(() => expect(within(canvasElement).queryByText('NZ$23.95 per hour')).toBeNull());
    await waitFor(
      () => expect(within(canvasElement).getByRole('button', { name: 'Add figure' })).toHaveFocus(),
      slow,
    );
  },
};

/**
 * Narrowed to one destination, then to the figures needing a check (which figures those are
 * depends on the day: on the stories' date, 15 June 2026, only Alberta's, which ended with no figure after it).
 */
export const FilterByDestination: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'NZ$23.95 per hour');
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Destination' }),
      'Canada',
    );
    await waitFor(() => expect(page.queryByText('NZ$23.95 per hour')).toBeNull(), slow);
    await expect(
      await page.findByText('Ontario high-wage threshold', undefined, slow),
    ).toBeInTheDocument();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Show' }), 'Needing a check');
    await expect(page.getByText('Alberta high-wage threshold')).toBeInTheDocument();
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('check');
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.visaThresholds.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No salary figures yet.', undefined, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.visaThresholds.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Visa Thresholds' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.visaThresholds.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The salary figures could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
