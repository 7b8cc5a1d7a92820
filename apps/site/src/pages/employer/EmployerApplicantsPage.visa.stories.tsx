import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerApplicantsPage from './EmployerApplicantsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

// The "Visa case" panel of a hire: the employer's own steps of the case a hire opened, with
// their documents, an upload and Mark done.

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);
const slow = { timeout: 5000 };

const withVisa = (...visa: RequestHandler[]) => ({
  msw: { handlers: [employer, ...visa, ...defaultHandlers] },
});

const meta = {
  title: 'Pages/Employer/Applicants/Visa case',
  component: PageStory,
  args: {
    page: EmployerApplicantsPage,
    path: '/employer/applicants',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', ...withVisa() },
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: 'Visa case: Arjun Patel' }, slow),
  );

/** The hire's case under way: the employer's LMIA step done, its letter accepted. */
export const StepDone: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(panel.getByText('Arjun Patel · QA Analyst')).toBeInTheDocument();
    await expect(
      panel.getByText('Canada: Employer-specific work permit (LMIA)'),
    ).toBeInTheDocument();
    await expect(panel.getByRole('progressbar', { name: '3 of 6 steps done' })).toBeInTheDocument();
    const steps = within(await panel.findByRole('list', { name: 'Your steps' }));
    await expect(steps.getByText('2. Labour Market Impact Assessment')).toBeInTheDocument();
    await expect(steps.getByText('Done')).toBeInTheDocument();
    await expect(steps.getByText('LMIA decision letter')).toBeInTheDocument();
    await expect(steps.getByText('Accepted')).toBeInTheDocument();
    await expect(steps.queryByRole('button', { name: /Mark done/ })).toBeNull();
    // Only the employer's own step is listed, never the candidate's.
    await expect(steps.queryByText(/Work permit application/)).toBeNull();
  },
};

/** A case just opened: the employer's step to do, a first upload sent back with the reason. */
export const StepToDo: Story = {
  parameters: withVisa(
    handlers.employerVisaProgress(fixtures.employerVisaOpenProgress),
    handlers.employerVisaSteps(fixtures.employerVisaOpenSteps),
  ),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(await panel.findByText('Rejected')).toBeInTheDocument();
    await expect(
      panel.getByText('Why it was not accepted: The offer is not signed. Upload the signed copy.'),
    ).toBeInTheDocument();
    await userEvent.click(
      panel.getByRole('button', { name: 'Mark done: Labour Market Impact Assessment' }),
    );
    await expectToast('Step done', 'GlobalHire and the candidate were told.');
  },
};

export const UploadDocument: Story = {
  parameters: StepToDo.parameters,
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(
      await panel.findByRole('button', {
        name: 'Upload a document: Labour Market Impact Assessment',
      }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Upload for: Labour Market Impact Assessment' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Upload document' }));
    await expect(await dialog.findByText('Name the document.')).toBeInTheDocument();
    await expect(dialog.getByText('Choose the file to upload.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^Document$/), 'Signed job offer');
    await userEvent.upload(
      dialog.getByLabelText('Document file'),
      new File(['%PDF-1.7 offer'], 'signed offer.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Upload document' }));
    await expectToast('Document uploaded', 'Signed job offer. GlobalHire checks it');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No step of the case is the employer's. */
export const NoStepsForTheEmployer: Story = {
  parameters: withVisa(handlers.employerVisaSteps.empty()),
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(
      await panel.findByText(
        'None of this case’s steps are yours: GlobalHire and the candidate take care of them.',
      ),
    ).toBeInTheDocument();
  },
};

export const StepsFailed: Story = {
  parameters: withVisa(handlers.employerVisaSteps.error(500)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your visa steps could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
