import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  approximateSearch,
  handlers,
  proposalAlreadyOpen,
  serviceRecruiterFixtures,
} from '@globalhire/data/mocks';
import RecruiterCandidatePage from './RecruiterCandidatePage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { asRecruiter, recruiterMocks, slow } from './recruiterStoryMocks';

const priya = serviceRecruiterFixtures.priyaId;

const meta = {
  title: 'Pages/Recruiter/Candidate Workspace',
  component: PageStory,
  args: {
    page: RecruiterCandidatePage,
    path: '/recruiter/candidates/:id',
    url: `/recruiter/candidates/${priya}`,
    ...asRecruiter,
  },
  parameters: { layout: 'fullscreen', ...recruiterMocks() },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await page.findByRole('heading', { level: 2, name: 'Priya Sharma' }, slow);
  return page;
};

/** The rows of the job finder, once the jobs and their verdicts are in. */
const jobRows = async (canvasElement: HTMLElement) =>
  waitFor(() => {
    const table = within(canvasElement).getByRole('table', { name: 'Jobs to propose' });
    const rows = within(table).queryAllByRole('row').slice(1);
    if (rows.length === 0 || rows.some((row) => row.querySelector('[data-slot="skeleton"]')))
      throw new Error('jobs still loading');
    return rows;
  }, slow);

const proposeDialog = async (canvasElement: HTMLElement, title: string) => {
  const page = await loaded(canvasElement);
  await jobRows(canvasElement);
  await userEvent.click(page.getByRole('button', { name: `Propose ${title}` }));
  return within(await within(document.body).findByRole('dialog', {}, slow));
};

/**
 * Priya's profile and CVs, jobs in her targets with the likely takeable first, her proposals in
 * every status and the internal notes.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('India', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'candidate@globalhire.local' })).toBeInTheDocument();
    const rows = await jobRows(canvasElement);
    // Likely sponsorable first, then unknown, then the two the candidate likely cannot take.
    await expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'Senior Software Engineer',
      'Secondary Mathematics Teacher',
      'Freelance Software Tester',
      'Civil Engineer',
    ]);
    await expect(within(rows[0]!).getByText('Likely sponsorable')).toBeInTheDocument();
    await expect(within(rows[0]!).getByText('Proposed')).toBeInTheDocument();
    const proposals = within(page.getByRole('list', { name: 'Proposals' }));
    await expect(proposals.getByText('Waiting for a decision')).toBeInTheDocument();
    await expect(proposals.getByText('Shortlisted')).toBeInTheDocument();
    await expect(proposals.getByText(/I would rather not move to Ireland this year/)).toBeInTheDocument();
    await expect(proposals.getByText('Withdrawn')).toBeInTheDocument();
    await expect(page.getByText(/Only GlobalHire staff see these notes/)).toBeInTheDocument();
    await expect(within(page.getByRole('list', { name: 'Internal notes' })).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A search matching very many jobs is counted only up to a threshold: "1,000+", never an estimate as exact. */
export const BroadJobSearch: Story = {
  parameters: recruiterMocks([handlers.searchJobs(approximateSearch)]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await jobRows(canvasElement);
    await expect(
      await page.findByText(/per destination of 1,000\+ matching\./, {}, slow),
    ).toBeInTheDocument();
    await expect(page.queryByText(/9,?737/)).toBeNull();
  },
};

/** The verdict filter keeps the jobs Priya likely cannot take. */
export const FilterByVerdict: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await jobRows(canvasElement);
    await userEvent.selectOptions(page.getByLabelText('Visa fit'), 'not_takeable');
    const rows = await jobRows(canvasElement);
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText('Salary below threshold')).toBeInTheDocument();
  },
};

/** Proposing without saying why the job fits: the dialog asks for a reason. */
export const ProposeNeedsReason: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const dialog = await proposeDialog(canvasElement, 'Civil Engineer');
    await expect(dialog.getByLabelText('CV to send')).toHaveValue('');
    await userEvent.click(dialog.getByRole('button', { name: 'Propose job' }));
    await expect(await dialog.findByText('Say why this job fits the candidate.')).toBeInTheDocument();
  },
};

export const ProposeJob: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await proposeDialog(canvasElement, 'Secondary Mathematics Teacher');
    await userEvent.type(dialog.getByLabelText(/^Why this job fits/), 'Auckland, and the school sponsors visas.');
    await userEvent.selectOptions(
      dialog.getByLabelText('CV to send'),
      `${priya}/1764000000000-priya-sharma-cv-2025.pdf`,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Propose job' }));
    await expectToast('Job proposed', /Priya is told about "Secondary Mathematics Teacher"/);
    const proposals = within(within(canvasElement).getByRole('list', { name: 'Proposals' }));
    await expect(await proposals.findByText('Secondary Mathematics Teacher')).toBeInTheDocument();
  },
};

/** The database refuses a second open proposal of the same job; the dialog says so. */
export const ProposalAlreadyOpen: Story = {
  parameters: recruiterMocks([proposalAlreadyOpen()]),
  play: async ({ canvasElement }) => {
    const dialog = await proposeDialog(canvasElement, 'Civil Engineer');
    await userEvent.type(dialog.getByLabelText(/^Why this job fits/), 'Dublin.');
    await userEvent.click(dialog.getByRole('button', { name: 'Propose job' }));
    await expect(
      await dialog.findByText('This job is already proposed to the candidate, or approved by them.'),
    ).toBeInTheDocument();
  },
};

export const WithdrawProposal: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Withdraw Senior Software Engineer' }, slow));
    await expectToast('Proposal withdrawn', 'Priya is told it is no longer proposed.');
    await waitFor(() =>
      expect(page.queryByRole('button', { name: 'Withdraw Senior Software Engineer' })).toBeNull(),
    );
  },
};

export const AddNote: Story = {
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    const form = within(page.getByRole('form', { name: 'Add an internal note' }));
    await userEvent.click(form.getByRole('button', { name: 'Add note' }));
    await expect(await form.findByText('Write the note first.')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText('Note'), 'Asked for a reference from her manager.');
    await userEvent.click(form.getByRole('button', { name: 'Add note' }));
    await expectToast('Note added');
    const notes = within(page.getByRole('list', { name: 'Internal notes' }));
    await expect(await notes.findByText('Asked for a reference from her manager.')).toBeInTheDocument();
  },
};

/** Priya has no CV: the workspace says she must upload one to approve, but proposing still works. */
export const NoCv: Story = {
  parameters: recruiterMocks([
    handlers.recruiterCandidate(serviceRecruiterFixtures.caseloadCandidateWithoutCv),
    handlers.recruiterCvVersions.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(
      await page.findByText(/Priya has not uploaded a CV yet and must upload one before approving a proposal/, {}, slow),
    ).toBeInTheDocument();
    const dialog = await proposeDialog(canvasElement, 'Civil Engineer');
    await expect(dialog.getByText(/Priya has not uploaded a CV yet/)).toBeInTheDocument();
    await expect(dialog.queryByLabelText('CV to send')).toBeNull();
  },
};

/** Without citizenships, no verdict can be worked out: every job shows as unknown. */
export const NoCitizenships: Story = {
  parameters: recruiterMocks([handlers.recruiterCitizenships.empty()]),
  play: async ({ canvasElement }) => {
    const page = await loaded(canvasElement);
    await expect(await page.findByText('No citizenships given', {}, slow)).toBeInTheDocument();
    const rows = await jobRows(canvasElement);
    for (const row of rows) await expect(within(row).getByText('Visa fit unknown')).toBeInTheDocument();
  },
};

export const NotOnCaseload: Story = {
  parameters: recruiterMocks([handlers.recruiterCandidate.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Not on your caseload', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: recruiterMocks([handlers.recruiterCandidate.loading()]),
};
