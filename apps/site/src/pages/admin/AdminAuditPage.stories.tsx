import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import AdminAuditPage from './AdminAuditPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Audit Trail',
  component: PageStory,
  args: { page: AdminAuditPage, path: '/admin/audit', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; each entry shows who, what, on which subject, and the change before → after. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Audit Trail' }, slow),
    ).toBeInTheDocument();
    const approved = await findRow(canvasElement, 'Job approved');
    await expect(within(approved).getByText('Ada Admin')).toBeInTheDocument();
    await expect(
      within(approved).getByRole('link', { name: 'Registered Nurse – ICU' }),
    ).toHaveAttribute('href', '/jobs/21');
    await expect(within(approved).getByText('Approved')).toBeInTheDocument();
    await expect(within(approved).getByText('empty')).toBeInTheDocument();
    await expect(within(approved).getByText('yes')).toBeInTheDocument();
    const rows = page.getAllByRole('row').map((row) => row.textContent ?? '');
    await expect(rows.findIndex((text) => text.includes('Job approved'))).toBeLessThan(
      rows.findIndex((text) => text.includes('FAQ deleted')),
    );
    // A visa document links to its case; the menu marks the screen.
    const rejected = await findRow(canvasElement, 'Document rejected');
    await expect(within(rejected).getByRole('link', { name: 'Passport scan' })).toHaveAttribute(
      'href',
      '/admin/visa-cases/4',
    );
    await expect(page.getByRole('link', { name: 'Audit Trail' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Narrowing by admin, action, subject and dates; the URL keeps the filters. */
export const Filtered: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Job approved');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Subject' }), 'Visa cases');
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 1 entry')).toBeInTheDocument(), slow);
    await findRow(canvasElement, 'Visa case status changed');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Subject' }), 'All subjects');
    await userEvent.type(page.getByRole('searchbox', { name: 'Admin' }), 'sam');
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 3 entries')).toBeInTheDocument(),
      slow,
    );
    await userEvent.type(page.getByLabelText('From (UTC)'), '2026-03-11');
    await userEvent.type(page.getByLabelText('To (UTC)'), '2026-03-11');
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 2 entries')).toBeInTheDocument(),
      slow,
    );
    const rows = page.getAllByRole('row').map((row) => row.textContent ?? '');
    await expect(rows.some((text) => text.includes('Message answered'))).toBe(false);
    await expect(rows.some((text) => text.includes('Document rejected'))).toBe(true);
  },
};

/** An exchange rate change is one entry with the rate before → after; ids read as names. */
export const RateChangeAndNamedIds: Story = {
  parameters: adminMocks([handlers.auditEntries(fixtures.auditEntriesWithIds)]),
  play: async ({ canvasElement }) => {
    const rate = await findRow(canvasElement, 'Exchange rate changed');
    await expect(within(rate).getByRole('link', { name: 'GBP' })).toHaveAttribute(
      'href',
      '/admin/exchange-rates',
    );
    await expect(within(rate).getByText('Units per US dollar')).toBeInTheDocument();
    await expect(within(rate).getByText('0.79')).toBeInTheDocument();
    await expect(within(rate).getByText('0.8')).toBeInTheDocument();
    const proposed = await findRow(canvasElement, 'Job proposed to candidate');
    await waitFor(
      () => expect(within(proposed).getByText('Cloud Engineer')).toBeInTheDocument(),
      slow,
    );
    await expect(within(proposed).getByText('Priya Sharma')).toBeInTheDocument();
    await expect(within(proposed).queryByText(/00000000-0000-4000/)).toBeNull();
    const assigned = await findRow(canvasElement, 'Visa case assigned');
    await expect(within(assigned).getByText('Sam Okafor')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.auditEntries.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No actions recorded yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.auditEntries.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.auditEntries.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The entries could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
