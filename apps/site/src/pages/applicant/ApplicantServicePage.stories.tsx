import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import type { Profile } from '@globalhire/data';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtures,
  handlers,
  serviceCandidateCalls,
  serviceCandidateFixtures as service,
  serviceRefusals,
} from '@globalhire/data/mocks';
import ApplicantServicePage from './ApplicantServicePage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

/** The page's calls: the story's own first, then each call's fixtures (the enrolled candidate). */
const serviceMocks = (
  overrides: RequestHandler[] = [],
  profile: Profile = fixtures.profiles.candidate,
) => candidateMocks([...overrides, ...serviceCandidateCalls()], profile);

/** A candidate who has not enrolled, and would work in Canada or the UK (their profile says). */
const notEnrolled = [handlers.myService(service.myService.notEnrolled)];
const wantsCanadaOrUk: Profile = {
  ...fixtures.profiles.candidate,
  preferred_countries: ['canada', 'united-kingdom'],
};

const meta = {
  title: 'Pages/Applicant/Managed Service',
  component: PageStory,
  args: {
    page: ApplicantServicePage,
    path: '/applicant/service',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen', ...serviceMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const proposalCard = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('article', { name: title }, slow);

/** Enrolled: the recruiter, open proposals first, the application sent, invoices and a waived fee. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Jordan Reyes', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'recruiter@globalhire.local' })).toHaveAttribute(
      'href',
      'mailto:recruiter@globalhire.local',
    );
    const proposals = within(await page.findByRole('list', { name: 'Proposals' }, slow));
    await expect(proposals.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      [
        'Senior Software Engineer',
        'Civil Engineer',
        'Registered Nurse - Emergency Department',
        'Data Analyst',
      ],
    );
    const ontario = within(await proposalCard(canvasElement, 'Senior Software Engineer'));
    await expect(ontario.getByText('Waiting for your decision')).toBeInTheDocument();
    await expect(
      ontario.getByText('Maple Tech Solutions · Toronto, Ontario, Canada'),
    ).toBeInTheDocument();
    await expect(
      ontario.getByText('Your current CV: the one on your profile when you approve.'),
    ).toBeInTheDocument();
    await expect(
      await ontario.findByText('No success fee for this job (Ontario, Canada).', {}, slow),
    ).toBeInTheDocument();
    await expect(
      ontario.getByText('Approving adds no registration fee: yours is already invoiced.'),
    ).toBeInTheDocument();
    const dublin = within(await proposalCard(canvasElement, 'Civil Engineer'));
    await expect(dublin.getByText(/^An earlier CV: carlos-mendes-cv\.pdf/)).toBeInTheDocument();
    await expect(
      dublin.getByText('None: the application is sent without one.'),
    ).toBeInTheDocument();
    const declined = within(await proposalCard(canvasElement, 'Data Analyst'));
    await expect(declined.getByText(/I would rather keep building software/)).toBeInTheDocument();
    await expect(declined.queryByRole('button', { name: /Approve/ })).toBeNull();

    const sent = within(
      await page.findByRole('list', { name: 'Applications we sent for you' }, slow),
    );
    await expect(
      sent.getByRole('link', { name: 'Registered Nurse - Emergency Department' }),
    ).toBeInTheDocument();

    const invoices = within(await page.findByRole('list', { name: 'Your invoices' }, slow));
    const issued = within(invoices.getByRole('article', { name: 'Invoice GH-2026-00002' }));
    await expect(issued.getByText('Issued: to pay')).toBeInTheDocument();
    await expect(issued.getByText(/Due by 22 March 2026/)).toBeInTheDocument();
    await expect(
      issued.getByRole('button', { name: 'How to pay: invoice GH-2026-00002' }),
    ).toBeInTheDocument();
    const paid = within(invoices.getByRole('article', { name: 'Invoice GH-2026-00001' }));
    await expect(paid.getByText('Paid')).toBeInTheDocument();
    await expect(
      paid.getByRole('cell', { name: 'Document translation: degree certificate and transcript' }),
    ).toBeInTheDocument();
    await expect(paid.queryByRole('button', { name: /How to pay/ })).toBeNull();
    const waived = within(await page.findByRole('list', { name: 'Fees we did not charge' }, slow));
    await expect(waived.getByText('No fee: United Kingdom')).toBeInTheDocument();
    await expect(waived.getByText(/Additional country applications/)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Withdraw consent' })).toBeInTheDocument();
  },
};

/** Not enrolled: what it is, what they would pay where (the UK and Ontario restricted), the consent. */
export const NotEnrolled: Story = {
  parameters: serviceMocks(notEnrolled, wantsCanadaOrUk),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Join the managed service' }, slow),
    ).toBeInTheDocument();
    const places = within(await page.findByRole('list', { name: 'Fees by destination' }, slow));
    await expect(places.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Canada',
      'Jobs in Ontario, Canada',
      'United Kingdom',
    ]);
    const canada = within(places.getByRole('listitem', { name: 'Canada' }));
    await expect(canada.getByText('$150')).toBeInTheDocument();
    await expect(canada.getByText('$10,000')).toBeInTheDocument();
    const ontario = within(places.getByRole('listitem', { name: 'Jobs in Ontario, Canada' }));
    await expect(ontario.getByText('No fee: Ontario, Canada')).toBeInTheDocument();
    const uk = within(places.getByRole('listitem', { name: 'United Kingdom' }));
    await expect(uk.getByText('No fee: United Kingdom')).toBeInTheDocument();
    await expect(uk.getAllByText('No fee')).toHaveLength(3);
    await expect(
      uk.getByRole('link', { name: /Employment Agencies Act 1973, section 6/ }),
    ).toHaveAttribute('href', 'https://www.legislation.gov.uk/ukpga/1973/35/section/6');
    // The consent in full before its box.
    await expect(
      page.getByText(/I ask GlobalHire to act for me in looking for work abroad/),
    ).toBeInTheDocument();
    await expect(
      page.getByRole('checkbox', { name: /I have read this consent and I give it/ }),
    ).not.toBeChecked();
    // Ticking a destination adds its quote.
    await userEvent.click(page.getByRole('checkbox', { name: 'Australia' }));
    await waitFor(() =>
      expect(places.getAllByRole('heading').map((h) => h.textContent)).toEqual([
        'Australia',
        'Canada',
        'Jobs in Ontario, Canada',
        'United Kingdom',
      ]),
    );
  },
};

/** Enrolling: refused without the consent ticked (nothing typed is lost), then enrolled. */
export const Enrol: Story = {
  parameters: serviceMocks([handlers.enrolInService(), ...notEnrolled], wantsCanadaOrUk),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(
      await page.findByLabelText(/^Roles you want/, {}, slow),
      'Backend developer',
    );
    await userEvent.click(page.getByRole('button', { name: 'Enrol with my consent' }));
    await expect(
      await page.findByText('Tick the box to give your consent: we apply for you only with it.'),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^Roles you want/)).toHaveValue('Backend developer');
    await userEvent.click(
      page.getByRole('checkbox', { name: /I have read this consent and I give it/ }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Enrol with my consent' }));
    await expectToast('You are enrolled');
    await expect(await page.findByText('Jordan Reyes', {}, slow)).toBeInTheDocument();
    await expect(
      await page.findByRole('heading', { name: 'Jobs proposed for you' }),
    ).toBeInTheDocument();
  },
};

/** Approving: GlobalHire applies, and the proposal shows as approved. */
export const ApproveProposal: Story = {
  play: async ({ canvasElement }) => {
    const card = await proposalCard(canvasElement, 'Senior Software Engineer');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Approve: Senior Software Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve: Senior Software Engineer' });
    await expect(dialog).toHaveTextContent(
      'GlobalHire submits your application to Maple Tech Solutions',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    await expectToast(
      'Application submitted',
      'GlobalHire applied for Senior Software Engineer at Maple Tech Solutions on your behalf.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await within(card).findByText('Approved: application sent')).toBeInTheDocument();
    await expect(within(card).queryByRole('button', { name: /Approve/ })).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
  },
};

/** Approving without a CV: the database's reason, and the way to My CV / Resume. */
export const ApproveWithoutCv: Story = {
  parameters: serviceMocks([serviceRefusals.cvMissing()]),
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const card = await proposalCard(canvasElement, 'Senior Software Engineer');
    await userEvent.click(
      within(card).getByRole('button', { name: 'Approve: Senior Software Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Approve: Senior Software Engineer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    await expect(
      await within(dialog).findByText(
        'Upload your CV in My CV / Resume first: the employer receives it with the application.',
      ),
    ).toBeInTheDocument();
    await expect(
      within(dialog).getByRole('link', { name: 'Go to My CV / Resume' }),
    ).toHaveAttribute('href', '/applicant/cv');
    // Nothing changed: the dialog stays open, the proposal still waits.
    await expect(within(card).getByText('Waiting for your decision')).toBeInTheDocument();
  },
};

/** Declining with a reason the recruiter reads. */
export const DeclineProposal: Story = {
  play: async ({ canvasElement }) => {
    const card = await proposalCard(canvasElement, 'Civil Engineer');
    await userEvent.click(within(card).getByRole('button', { name: 'Decline: Civil Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline: Civil Engineer' });
    await userEvent.type(within(dialog).getByLabelText(/^Why\?/), 'I want to stay in software.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await expectToast('Proposal declined', 'Your recruiter will not apply for Civil Engineer.');
    await expect(await within(card).findByText('Declined')).toBeInTheDocument();
    await expect(within(card).getByText(/I want to stay in software\./)).toBeInTheDocument();
  },
};

/** An issued invoice: how to pay it by bank transfer, and its PDF. */
export const HowToPay: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toggle = await page.findByRole(
      'button',
      { name: 'How to pay: invoice GH-2026-00002' },
      slow,
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const transfer = within(
      await page.findByRole('region', { name: 'How to pay invoice GH-2026-00002' }),
    );
    await expect(
      await transfer.findByText('GB00 DEMO 0000 0000 0000 00', {}, slow),
    ).toBeInTheDocument();
    await expect(transfer.getByText('GH-2026-00002')).toBeInTheDocument();
    await expect(transfer.getByText('$150.00')).toBeInTheDocument();
    await expect(page.getByText(/We do not take card payments on this site\./)).toBeInTheDocument();
    await userEvent.click(
      page.getByRole('button', { name: 'Download PDF: invoice GH-2026-00001' }),
    );
    await expectToast('Invoice downloaded', 'Your browser saves it as GH-2026-00001.pdf.');
  },
};

/** Ordering an extra: its price before, and a notice after. */
export const OrderExtra: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(await page.findByLabelText(/^Extra/, {}, slow), 'translation');
    const pages = page.getByLabelText(/^Number of pages/);
    await userEvent.clear(pages);
    await userEvent.type(pages, '3');
    await expect(
      page.getByText(/Invoiced as soon as you order: \$90 \(From \$30 per page × 3\)/),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Order' }));
    await expectToast('Order received', /Document translation/);
    await expect(page.getByLabelText(/^Extra/)).toHaveValue('');
  },
};

/** An additional country where the law stops the fee: no fee, and why. */
export const OrderWaivedExtra: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(
      await page.findByLabelText(/^Extra/, {}, slow),
      'additional_country',
    );
    await userEvent.selectOptions(page.getByLabelText(/^Country/), 'united-kingdom');
    await expect(await page.findByText('No fee: United Kingdom.', {}, slow)).toBeInTheDocument();
  },
};

/** Changing one's targets keeps the consent already given. */
export const ChangeTargets: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Change targets' }, slow));
    const form = within(await page.findByRole('form', { name: 'Change your targets' }));
    await expect(
      await form.findByText(/You gave this consent on 1 March 2026/, {}, slow),
    ).toBeInTheDocument();
    await expect(form.queryByRole('checkbox', { name: /I have read this consent/ })).toBeNull();
    await userEvent.click(form.getByRole('checkbox', { name: 'Ireland' }));
    await userEvent.click(form.getByRole('button', { name: 'Save targets' }));
    await expectToast('Targets saved');
    await expect(
      await page.findByText('Australia, Canada, Ireland, United Kingdom', {}, slow),
    ).toBeInTheDocument();
  },
};

/** Withdrawing consent, after a confirmation: the open proposals are withdrawn too. */
export const WithdrawConsent: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Withdraw consent' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your consent?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw consent' }));
    await expectToast('Consent withdrawn');
    await expect(await page.findByText('You withdrew your consent.')).toBeInTheDocument();
    const card = within(await proposalCard(canvasElement, 'Senior Software Engineer'));
    await expect(card.getByText('Withdrawn')).toBeInTheDocument();
    await expect(card.queryByRole('button', { name: /Approve/ })).toBeNull();
    await expect(page.getByRole('heading', { name: 'Enrol again' })).toBeInTheDocument();
  },
};

/** Withdrawn: the history stays; enrolling again starts from the last targets. */
export const Withdrawn: Story = {
  parameters: serviceMocks([
    handlers.myService(service.myService.withdrawn),
    handlers.myProposals(
      service.serviceProposals.map((p) =>
        p.status === 'proposed' ? { ...p, status: 'withdrawn' as const } : p,
      ),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('You withdrew your consent.', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'Enrol again' })).toBeInTheDocument();
    await expect(page.getByRole('checkbox', { name: 'Australia' })).toBeChecked();
    await expect(page.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Order' })).toBeNull();
    await expect(
      await page.findByRole('list', { name: 'Your invoices' }, slow),
    ).toBeInTheDocument();
  },
};

/** Just enrolled: nothing proposed, sent or invoiced yet. */
export const NothingYet: Story = {
  parameters: serviceMocks([
    handlers.myProposals.empty(),
    handlers.myInvoices.empty(),
    handlers.myServiceCharges.empty(),
    handlers.myApplications.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No jobs proposed yet', {}, slow)).toBeInTheDocument();
    await expect(
      page.getByText(/Jordan Reyes looks for jobs that fit your targets/),
    ).toBeInTheDocument();
    await expect(await page.findByText('No invoices', {}, slow)).toBeInTheDocument();
    await expect(
      page.getByText('None yet. When you approve a job, we apply and it shows here.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: serviceMocks([handlers.myService.loading()]),
};

export const Failed: Story = {
  parameters: serviceMocks([handlers.myService.error(500)]),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, slow);
    await expect(alert).toHaveTextContent('Your managed service could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
