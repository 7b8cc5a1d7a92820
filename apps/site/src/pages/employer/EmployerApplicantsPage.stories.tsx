import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers, offerFixtures } from '@globalhire/data/mocks';
import EmployerApplicantsPage from './EmployerApplicantsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);

const meta = {
  title: 'Pages/Employer/Applicants',
  component: PageStory,
  args: {
    page: EmployerApplicantsPage,
    path: '/employer/applicants',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, text: string) => {
  const table = await within(canvasElement).findByRole('table');
  return (await within(table).findAllByText(text))[0]!.closest('tr') as HTMLElement;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Applications Received' }),
    ).toBeInTheDocument();
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(within(carlos).getByText('candidate@globalhire.local')).toBeInTheDocument();
    await expect(within(carlos).getByText('Lisbon, Portugal')).toBeInTheDocument();
    await expect(within(carlos).getByText('6 years experience')).toBeInTheDocument();
    await expect(within(carlos).getByText('Interview')).toBeInTheDocument();
    await expect(
      within(carlos).getByRole('button', { name: 'Make offer: Carlos Mendes' }),
    ).toBeInTheDocument();
    await expect(
      within(carlos).getByRole('button', { name: 'Reject: Carlos Mendes' }),
    ).toBeInTheDocument();
    // A hired candidate has no further moves; a candidate without a CV has no CV button.
    const wei = await rowOf(canvasElement, 'Wei Chen');
    await expect(within(wei).queryByRole('button', { name: /Open CV/ })).toBeNull();
  },
};

/** Each applicant can be messaged: the link opens the conversation about their application. */
export const MessageAnApplicant: Story = {
  play: async ({ canvasElement }) => {
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(
      within(carlos).getByRole('link', { name: 'Message Carlos Mendes' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/employer\/messages\/\d+$/));
  },
};

/** The hired candidate's visa case: its stage and steps, never its documents or notes. */
export const HiredCandidateVisa: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await within(table).findAllByText('Arjun Patel');
    const arjun = within(table)
      .getAllByRole('row')
      .find(
        (row) => row.textContent?.includes('Arjun Patel') && row.textContent.includes('Hired'),
      )!;
    await expect(
      await within(arjun).findByText(
        'Visa: Canada, In Progress · 3 of 6 steps (now: Work permit application)',
      ),
    ).toBeInTheDocument();
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(within(carlos).queryByText(/^Visa:/)).toBeNull();
  },
};

/** An application GlobalHire's recruiter submitted after the candidate approved it. */
export const SubmittedByGlobalHire: Story = {
  parameters: {
    msw: {
      handlers: [
        employer,
        handlers.employerApplicants(
          fixtures.employerApplicants.map((row) =>
            row.id === 8
              ? { ...row, submitted_by: '00000000-0000-4000-8000-0000000000b1', proposal_id: 104 }
              : row,
          ),
        ),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const wei = await rowOf(canvasElement, 'Wei Chen');
    await expect(within(wei).getByText('Submitted by GlobalHire for Wei Chen')).toBeInTheDocument();
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(within(carlos).queryByText(/Submitted by GlobalHire/)).toBeNull();
  },
};

/**
 * A hire whose candidate deleted their account: kept as "Deleted candidate" so the pipeline stays
 * true, with no contact, CV, cover letter, location or moves left.
 */
export const DeletedCandidate: Story = {
  parameters: {
    msw: {
      handlers: [
        employer,
        handlers.employerApplicants(
          fixtures.employerApplicants.map((row) =>
            row.id === 9
              ? { ...row, candidate: null, candidate_deleted_at: '2026-03-01T09:00:00+00:00' }
              : row,
          ),
        ),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const departed = await rowOf(canvasElement, 'Deleted candidate');
    await expect(
      within(departed).getByText('Deleted their account on 1 March 2026'),
    ).toBeInTheDocument();
    await expect(within(departed).getByText('Hired')).toBeInTheDocument();
    await expect(within(departed).getByRole('link', { name: 'QA Analyst' })).toHaveAttribute(
      'href',
      '/employer/jobs/9/applicants',
    );
    // The job is the row's only link; nothing names, reaches or moves the person.
    await expect(within(departed).getAllByRole('link')).toHaveLength(1);
    await expect(within(departed).queryByRole('button')).toBeNull();
    await expect(within(departed).queryByText(/Location not given|Arjun/)).toBeNull();
    await expect(within(departed).queryByText(/^Visa:/)).toBeNull();
  },
};

export const MoveThroughPipeline: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Shortlist: Wei Chen' }));
    await expectToast('Applicant updated', 'Wei Chen is now: Shortlisted.');
    const wei = await rowOf(canvasElement, 'Wei Chen');
    await waitFor(() => expect(within(wei).getByText('Shortlisted')).toBeInTheDocument());
    await expect(
      within(wei).getByRole('button', { name: 'Invite to interview: Wei Chen' }),
    ).toBeInTheDocument();
  },
};

export const Reject: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Reject: Carlos Mendes' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reject Carlos Mendes?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expectToast('Applicant updated', 'Carlos Mendes is now: Rejected.');
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await waitFor(() =>
      expect(
        within(carlos).getByRole('button', { name: 'Reconsider: Carlos Mendes' }),
      ).toBeInTheDocument(),
    );
  },
};

export const StatusChangeRefused: Story = {
  parameters: {
    msw: {
      handlers: [employer, handlers.employerApplicationStatus.error(403), ...defaultHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Shortlist: Wei Chen' }),
    );
    await expectToast('Something went wrong', 'The request was refused.');
    await expect(
      within(await rowOf(canvasElement, 'Wei Chen')).getByText('New'),
    ).toBeInTheDocument();
  },
};

export const OpenCv: Story = {
  play: async ({ canvasElement }) => {
    // The CV opens in a new tab; the tab is stood in for, so the test can read where it was sent.
    const tab = { opener: window as Window | null, location: { href: '' }, close: () => undefined };
    const open = window.open;
    window.open = (() => tab) as unknown as typeof window.open;
    try {
      await userEvent.click(
        await within(canvasElement).findByRole('button', { name: 'Open CV: Carlos Mendes' }),
      );
      await waitFor(() =>
        expect(tab.location.href).toContain(
          '/storage/v1/object/sign/cvs/00000000-0000-4000-8000-0000000000c1/',
        ),
      );
      await expect(tab.location.href).toContain('token=mock-signed-token');
      await expect(tab.opener).toBeNull();
    } finally {
      window.open = open;
    }
  },
};

export const CoverLetter: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Cover letter: Arjun Patel' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cover letter from Arjun Patel',
    });
    await expect(dialog).toHaveTextContent('Backend engineer with nine years of Java and AWS.');
    // The candidate's line breaks stay: greeting, paragraphs and sign-off on lines of their own.
    const letter = within(dialog).getByText(/Dear Maple Tech team/);
    await expect(getComputedStyle(letter).whiteSpace).toBe('pre-line');
    await expect(letter.textContent).toContain('AWS.\nI led');
  },
};

export const Shortlisted: Story = {
  args: { path: '/employer/applicants/shortlisted' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Shortlisted Applicants' }),
    ).toBeInTheDocument();
    await expect(await page.findByText('Arjun Patel')).toBeInTheDocument();
    await expect(page.queryByText('Wei Chen')).toBeNull();
  },
};

export const ForOneJob: Story = {
  args: { path: '/employer/jobs/:id/applicants', url: '/employer/jobs/1/applicants' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('For Senior Software Engineer')).toBeInTheDocument();
    await expect(await page.findByText('Carlos Mendes')).toBeInTheDocument();
    // Every row is this job's: no job column, and the hire for QA Analyst is not here.
    await expect(page.getByRole('columnheader', { name: 'Applied' })).toBeInTheDocument();
    await expect(page.queryByRole('columnheader', { name: 'Job / Applied' })).toBeNull();
    await expect(page.queryByText('Hired')).toBeNull();
  },
};

export const FilteredByStatus: Story = {
  args: { url: '/employer/applicants?status=hired' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Arjun Patel')).toBeInTheDocument();
    await expect(page.queryByText('Carlos Mendes')).toBeNull();
    await expect(page.getByLabelText('Status')).toHaveValue('hired');
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerApplicants.empty(), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No applicants yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerApplicants.loading(), ...defaultHandlers] },
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerApplicants.error(500), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Applicants could not be loaded.'),
    ).toBeInTheDocument();
  },
};

export const InviteToInterview: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const arjun = await rowOf(canvasElement, 'Arjun Patel');
    await userEvent.click(
      within(arjun).getByRole('button', { name: 'Invite to interview: Arjun Patel' }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Invite Arjun Patel to interview' }),
    );
    // the employer's own zone is the default (stories run in UTC)
    await expect(dialog.getByRole('combobox', { name: /Time zone/ })).toHaveValue('UTC');
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByText('Date is required.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/^Date/), '2030-05-02');
    await userEvent.type(dialog.getByLabelText(/^Time(?! zone)/), '15:00');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Video link/ }),
      'https://meet.mapletech.example/arjun',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expectToast(
      'Interview invitation sent',
      /Arjun Patel is invited for Thursday 2 May 2030/,
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Offers and the steps asked for first (reject, withdraw an offer, mark as hired)
// ---------------------------------------------------------------------------------------------
const atOffer = (offers: (typeof offerFixtures.offers.open)[]) => ({
  msw: {
    handlers: [
      employer,
      handlers.employerApplicants(offerFixtures.applicantsWithOffer),
      handlers.offers(offers),
      ...defaultHandlers,
    ],
  },
});
const openOnCarlos = { ...offerFixtures.offers.open, application_id: 1 };

export const RejectAsksFirst: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Reject: Carlos Mendes' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reject Carlos Mendes?',
    });
    await expect(dialog).toHaveTextContent(
      "Carlos Mendes's application for Senior Software Engineer is rejected and they are notified. You can reconsider it later.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(within(carlos).getByText('Interview')).toBeInTheDocument();
  },
};

export const RejectRefused: Story = {
  parameters: {
    msw: {
      handlers: [employer, handlers.employerApplicationStatus.error(403), ...defaultHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Reject: Carlos Mendes' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reject Carlos Mendes?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await within(dialog).findByText('The request was refused.')).toBeInTheDocument();
  },
};

export const MakeOffer: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await userEvent.click(
      within(carlos).getByRole('button', { name: 'Make offer: Carlos Mendes' }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Make an offer to Carlos Mendes' }),
    );
    // prefilled from the job
    await expect(await dialog.findByRole('textbox', { name: /^Location/ })).toHaveValue(
      'Toronto, Canada',
    );
    await userEvent.type(dialog.getByLabelText(/^Start date/), '2030-06-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Send offer' }));
    await expectToast(
      'Offer sent',
      'Carlos Mendes is notified and can accept or decline it from their applications.',
    );
  },
};

/** An open offer: its terms in the row, Withdraw beside it, and no "Mark as hired" (the candidate decides). */
export const OfferSent: Story = {
  parameters: atOffer([openOnCarlos]),
  play: async ({ canvasElement }) => {
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(
      await within(carlos).findByText(
        'Offer sent: CA$128,000 per year. Answer by 15 May 2030, 23:59 UTC.',
      ),
    ).toBeInTheDocument();
    await expect(
      within(carlos).queryByRole('button', { name: 'Mark as hired: Carlos Mendes' }),
    ).toBeNull();
    await expect(
      within(carlos).queryByRole('button', { name: 'Make offer: Carlos Mendes' }),
    ).toBeNull();
  },
};

export const WithdrawOffer: Story = {
  parameters: atOffer([openOnCarlos]),
  play: async ({ canvasElement }) => {
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await userEvent.click(
      await within(carlos).findByRole('button', { name: 'Withdraw offer: Carlos Mendes' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Withdraw the offer to Carlos Mendes?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offer' }));
    await expectToast('Offer withdrawn', 'Carlos Mendes is notified.');
  },
};

/** Declined: the candidate's note shows, and a new offer or the hire can follow. */
export const OfferDeclined: Story = {
  parameters: atOffer([{ ...offerFixtures.offers.declined, application_id: 1 }]),
  play: async ({ canvasElement }) => {
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(
      await within(carlos).findByText('Offer declined: CA$128,000 per year.'),
    ).toBeInTheDocument();
    await expect(
      within(carlos).getByText('Carlos Mendes wrote: I have accepted a role closer to my family.'),
    ).toBeInTheDocument();
    await expect(
      within(carlos).getByRole('button', { name: 'Make offer: Carlos Mendes' }),
    ).toBeInTheDocument();
  },
};

export const MarkAsHiredAsksFirst: Story = {
  tags: ['visual-after-play'],
  parameters: atOffer([{ ...offerFixtures.offers.expired, application_id: 1 }]),
  play: async ({ canvasElement }) => {
    const carlos = await rowOf(canvasElement, 'Carlos Mendes');
    await expect(
      await within(carlos).findByText('Offer expired without an answer: CA$128,000 per year.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(carlos).getByRole('button', { name: 'Mark as hired: Carlos Mendes' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Mark Carlos Mendes as hired?',
    });
    await expect(dialog).toHaveTextContent('their upcoming interviews for this job are cancelled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as hired' }));
    await expectToast('Applicant updated', 'Carlos Mendes is now: Hired.');
  },
};
