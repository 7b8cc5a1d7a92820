import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers, offerFixtures, visaCaseConflict } from '@globalhire/data/mocks';
import AdminVisaCasePage from './AdminVisaCasePage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const caseCalls = [
  handlers.adminVisaCase(),
  handlers.visaRouteTemplates(),
  handlers.visaCaseAction(),
];

const meta = {
  title: 'Pages/Admin/Visa Case',
  component: PageStory,
  args: {
    page: AdminVisaCasePage,
    path: '/admin/visa-cases/:id',
    url: '/admin/visa-cases/1',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks(caseCalls) },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await page.findByRole('heading', { level: 2, name: 'Carlos Mendes' }, slow);
  return page;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(page.getByText('United Kingdom: Skilled Worker visa')).toBeInTheDocument();
    await expect(page.getByText('Assignee: You')).toBeInTheDocument();
    await expect(page.getByRole('progressbar', { name: '2 of 6 steps done' })).toBeInTheDocument();
    const documents = within(page.getByRole('list', { name: 'Documents' }));
    await expect(
      documents.getByRole('button', { name: 'Accept: Signed job offer' }),
    ).toBeInTheDocument();
    await expect(
      documents.queryByRole('button', { name: 'Accept: Passport (bio page)' }),
    ).toBeNull();
    const notes = within(page.getByRole('list', { name: 'Notes' }));
    await expect(notes.getByText('Internal')).toBeInTheDocument();
    await expect(notes.getByText('Shared with the candidate')).toBeInTheDocument();
  },
};

export const AcceptDocument: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Accept: Signed job offer' }));
    await expectToast('Document accepted', 'Signed job offer. The candidate was notified.');
  },
};

export const RejectNeedsReason: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Reject: Signed job offer' }));
    const form = within(page.getByRole('form', { name: 'Reject Signed job offer' }));
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }));
    await expect(
      await form.findByText('Tell the candidate why, so they can upload the right file.'),
    ).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Reason the candidate will read'), 'Unsigned copy.');
    await userEvent.click(form.getByRole('button', { name: 'Reject document' }));
    await expectToast('Document rejected');
  },
};

export const RequestDocumentInThePast: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const form = within(page.getByRole('form', { name: 'Request a document' }));
    await userEvent.type(form.getByLabelText(/^Document/), 'TB test certificate');
    await userEvent.type(form.getByLabelText('Due date'), '2020-01-01');
    await userEvent.click(form.getByRole('button', { name: 'Request document' }));
    await expect(await form.findByText('The due date cannot be in the past.')).toBeInTheDocument();
    await expect(form.getByLabelText(/^Document/)).toHaveValue('TB test certificate');
    await userEvent.clear(form.getByLabelText('Due date'));
    await userEvent.click(form.getByRole('button', { name: 'Request document' }));
    await expectToast('Document requested', 'TB test certificate. The candidate was notified.');
  },
};

export const AnotherAdminChangedIt: Story = {
  tags: ['visual-after-play'],
  parameters: adminMocks([visaCaseConflict(), ...caseCalls]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.type(page.getByLabelText('Note'), 'Called the employer.');
    await userEvent.click(page.getByRole('button', { name: 'Add note' }));
    await expectToast('This case changed');
    await expect(await page.findByText('Another admin changed this case')).toBeInTheDocument();
    // Nothing the admin typed is lost.
    await expect(page.getByLabelText('Note')).toHaveValue('Called the employer.');
    await expect(page.getByRole('button', { name: 'Reload case' })).toBeInTheDocument();
  },
};

export const NewCase: Story = {
  args: { url: '/admin/visa-cases/4' },
  parameters: adminMocks([handlers.adminVisaCase(fixtures.newVisaCaseDetail), ...caseCalls]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Ana Costa' }, slow);
    await expect(page.getByText('Assignee: Nobody yet')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Take this case' }));
    await expectToast('Case taken');
    await userEvent.click(page.getByRole('button', { name: 'Start case' }));
    await expect(
      await page.findByText('Choose the route template to start from.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        page.getByRole('option', { name: 'New Zealand: Accredited Employer Work Visa' }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(
      page.getByLabelText('Route template'),
      'New Zealand: Accredited Employer Work Visa',
    );
    await userEvent.click(page.getByRole('button', { name: 'Start case' }));
    await expectToast('Case started');
  },
};

export const NotFound: Story = {
  parameters: adminMocks([handlers.adminVisaCase.empty(), ...caseCalls]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No such visa case', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminVisaCase.loading(), ...caseCalls]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminVisaCase.error(500), ...caseCalls]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The visa case could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

/** A case a hire opened: the job, the employer and the accepted offer, the employer's step and document. */
export const FromAHire: Story = {
  args: { url: '/admin/visa-cases/3' },
  parameters: adminMocks([
    handlers.adminVisaCase(fixtures.hiredVisaCaseDetail),
    handlers.offers([offerFixtures.hiredOffer]),
    ...caseCalls,
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Arjun Patel' }, slow);
    await expect(page.getByRole('heading', { name: 'Hire' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'QA Analyst' })).toHaveAttribute('href', '/jobs/9');
    await expect(page.getByRole('link', { name: 'Maple Tech Solutions' })).toHaveAttribute(
      'href',
      `/admin/employers/${fixtures.profiles.employer.id}`,
    );
    await expect(
      await page.findByText(/starting 1 April 2026, answered 10 February 2026/),
    ).toBeInTheDocument();
    const steps = within(page.getByRole('list', { name: 'Steps' }));
    await expect(steps.getByText(/^Employer ·/)).toBeInTheDocument();
    const documents = within(page.getByRole('list', { name: 'Documents' }));
    await expect(documents.getByText(/^From the employer · Required/)).toBeInTheDocument();
  },
};

/** Hired with "Mark as hired": no offer on record, the hire date instead. */
export const FromAHireWithoutOffer: Story = {
  args: { url: '/admin/visa-cases/3' },
  parameters: adminMocks([
    handlers.adminVisaCase(fixtures.hiredVisaCaseDetail),
    handlers.offers.empty(),
    ...caseCalls,
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 2, name: 'Arjun Patel' }, slow);
    await expect(await page.findByText('None recorded')).toBeInTheDocument();
    await expect(page.getByText('10 February 2026')).toBeInTheDocument();
  },
};
