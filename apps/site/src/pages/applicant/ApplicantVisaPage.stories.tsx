import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import ApplicantVisaPage from './ApplicantVisaPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const visaCalls = [
  handlers.myVisaCases(),
  handlers.uploadVisaDocument(),
  handlers.attachVisaDocument(),
  handlers.requestVisaSupport(),
];

const meta = {
  title: 'Pages/Applicant/Visa',
  component: PageStory,
  args: {
    page: ApplicantVisaPage,
    path: '/applicant/visa',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen', ...candidateMocks(visaCalls) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 2, name: 'Canada: Employer-specific work permit (LMIA)' },
        slow,
      ),
    ).toBeInTheDocument();
    await expect(page.getByText('In Review')).toBeInTheDocument();
    await expect(page.getByRole('progressbar', { name: '3 of 6 steps done' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    const steps = within(
      page.getByRole('list', { name: 'Steps for Canada: Employer-specific work permit (LMIA)' }),
    );
    const items = steps.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'todo',
      'todo',
    ]);
    await expect(items[3]).toHaveTextContent('Current: 4. Job offer and LMIA');
    const documents = within(
      page.getByRole('list', { name: 'Documents for Employer-specific work permit (LMIA)' }),
    );
    await expect(documents.getAllByText('Accepted')).toHaveLength(2);
    await expect(documents.getByText('Uploaded, awaiting check')).toBeInTheDocument();
    await expect(documents.getByText('Rejected')).toBeInTheDocument();
    await expect(
      documents.getByText(
        'Why it was rejected: The statement must show the last three months and your name.',
      ),
    ).toBeInTheDocument();
    await expect(
      documents.getByRole('button', { name: 'Upload again: Proof of funds' }),
    ).toBeInTheDocument();
    await expect(
      documents.getByRole('button', {
        name: 'Upload file: Reference letters from previous employers',
      }),
    ).toBeInTheDocument();
    await expect(documents.queryByRole('button', { name: /Passport/ })).toBeNull();
    const notes = within(page.getByRole('list', { name: 'Notes from our visa team' }));
    await expect(
      notes.getByText(/Please upload a bank statement covering the last three months/),
    ).toBeInTheDocument();
  },
};

export const UploadDocument: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Upload again: Proof of funds' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload: Proof of funds' });
    await userEvent.upload(
      within(dialog).getByLabelText('Document file'),
      new File(['%PDF-1.7 bank'], 'bank statement.pdf', { type: 'application/pdf' }),
    );
    await expectToast(
      'Document uploaded',
      'Proof of funds: our team will check it and tell you when it is accepted.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      page.getByRole('button', { name: 'Replace file: Proof of funds' }),
    ).toBeInTheDocument();
  },
};

export const UploadTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Upload again: Proof of funds' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload: Proof of funds' });
    await userEvent.upload(
      within(dialog).getByLabelText('Document file'),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }),
    );
    await expect(
      await within(dialog).findByText('The file is too large. The maximum size is 10 MB.'),
    ).toBeInTheDocument();
    // Nothing was sent: the dialog stays open for another file.
    await expect(within(dialog).getByLabelText('Document file')).toBeEnabled();
  },
};

export const UploadRejected: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Upload again: Proof of funds' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Upload: Proof of funds' });
    await userEvent.upload(
      within(dialog).getByLabelText('Document file'),
      new File(['x'], 'statement.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      {
        applyAccept: false,
      },
    );
    await expect(
      await within(dialog).findByText(
        'This file type is not accepted. Please choose a PDF, JPG or PNG file.',
      ),
    ).toBeInTheDocument();
  },
};

export const NoCase: Story = {
  parameters: candidateMocks([handlers.myVisaCases.empty(), ...visaCalls]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No visa case yet', {}, slow)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Request support' }));
    await expect(await page.findByText('Destination is required.')).toBeInTheDocument();
    await userEvent.selectOptions(page.getByLabelText(/^Destination/), 'ireland');
    await userEvent.type(page.getByLabelText(/^Visa type/), 'Critical Skills Employment Permit');
    await userEvent.click(page.getByRole('button', { name: 'Request support' }));
    await expectToast('Request sent');
    await expect(
      await page.findByRole(
        'heading',
        { level: 2, name: 'Ireland: Critical Skills Employment Permit' },
        slow,
      ),
    ).toBeInTheDocument();
    await expect(page.getByText('Requested')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: candidateMocks([handlers.myVisaCases.loading()]),
};

export const Failed: Story = {
  parameters: candidateMocks([handlers.myVisaCases.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your visa case could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
