import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RequestHandler } from 'msw';
import { handlers, offerFailures, offerFixtures } from '@globalhire/data/mocks';
import ApplicantApplicationsPage from './ApplicantApplicationsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const meta = {
  title: 'Pages/Applicant/Applications',
  component: PageStory,
  args: {
    page: ApplicantApplicationsPage,
    path: '/applicant/applications',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...candidateMocks([handlers.myApplications(), handlers.withdrawApplication()]),
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('3 applications, 2 in progress.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    const history = page.getByRole('list', { name: 'Status history: Senior Software Engineer' });
    await expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New4 March 2026', 'Shortlisted5 March 2026', 'Interview7 March 2026']);
    // Open applications can be withdrawn; a rejected one cannot.
    await expect(page.getAllByRole('button', { name: /^Withdraw application/ })).toHaveLength(2);
    await expect(
      page.getByRole('heading', { level: 2, name: 'This job is no longer listed' }),
    ).toBeInTheDocument();
  },
};

/** Every application offers a message to its employer, opening the conversation. */
export const MessageTheEmployer: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText('3 applications, 2 in progress.', {}, slow);
    const links = page.getAllByRole('link', { name: /^Message / });
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/applicant\/messages\/\d+$/),
    );
  },
};

/** The cover letter sent with an application, opened, as the candidate wrote it (line breaks kept). */
export const CoverLetterSent: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Only the application sent with a letter offers it.
    const toggles = await page.findAllByRole('button', { name: 'Your cover letter' }, slow);
    await expect(toggles).toHaveLength(1);
    await userEvent.click(toggles[0]!);
    const letter = await page.findByText(/Dear Maple Tech team/);
    await expect(letter).toBeVisible();
    await expect(getComputedStyle(letter).whiteSpace).toBe('pre-line');
    await expect(letter.textContent).toContain('in Kotlin.\nI would love');
  },
};

export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Withdraw application: Senior Software Engineer' },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await expect(dialog).toHaveTextContent(
      'Your application for Senior Software Engineer at Maple Tech Solutions will be withdrawn.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await expectToast(
      'Application withdrawn',
      'You withdrew your application for Senior Software Engineer.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      page.queryByRole('button', { name: 'Withdraw application: Senior Software Engineer' }),
    ).toBeNull();
    const history = page.getByRole('list', { name: 'Status history: Senior Software Engineer' });
    await expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent('Withdrawn');
    await expect(page.getByText('3 applications, 1 in progress.')).toBeInTheDocument();
  },
};

export const WithdrawKeepsApplication: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Withdraw application: Senior Software Engineer' },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      page.getByRole('button', { name: 'Withdraw application: Senior Software Engineer' }),
    ).toBeInTheDocument();
  },
};

export const WithdrawFails: Story = {
  parameters: candidateMocks([handlers.myApplications(), handlers.withdrawApplication.error(403)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Withdraw application: Senior Software Engineer' },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await expect(
      await within(dialog).findByText('The request was refused.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: candidateMocks([handlers.myApplications.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No applications yet', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
  },
};

export const Loading: Story = {
  parameters: candidateMocks([handlers.myApplications.loading()]),
};

export const Failed: Story = {
  parameters: candidateMocks([handlers.myApplications.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your applications could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

// ---------------------------------------------------------------------------------------------
// Offers: the candidate's answer, and each state an offer can be in
// ---------------------------------------------------------------------------------------------
const withOffer = (offer: typeof offerFixtures.offers.open, extra: RequestHandler[] = []) =>
  candidateMocks([
    ...extra,
    handlers.myApplications([offerFixtures.applicationWithOffer]),
    handlers.offers([offer]),
    handlers.respondToOffer(offerFixtures.offerRow(offer)),
    handlers.withdrawApplication(),
  ]);
const offerPanel = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole(
      'region',
      { name: 'Job offer: Senior Software Engineer' },
      slow,
    ),
  );

export const OfferOpen: Story = {
  tags: ['visual-after-play'],
  parameters: withOffer(offerFixtures.offers.open),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await expect(offer.getByText('CA$128,000 per year')).toBeInTheDocument();
    await expect(offer.getByText('Start date: 1 June 2030')).toBeInTheDocument();
    await expect(offer.getByText('Toronto, Canada')).toBeInTheDocument();
    await expect(offer.getByText('Answer by 15 May 2030, 23:59 UTC')).toBeInTheDocument();
    await expect(offer.getByText('Awaiting answer')).toBeInTheDocument();
    await expect(
      offer.getByRole('button', { name: 'Download the offer letter: Senior Software Engineer' }),
    ).toBeInTheDocument();
  },
};

export const OfferAccept: Story = {
  parameters: withOffer(offerFixtures.offers.open),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await userEvent.click(
      offer.getByRole('button', { name: 'Accept offer: Senior Software Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    await expect(dialog).toHaveTextContent('your interviews for it are cancelled');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note for the employer/ }),
      'Thank you!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await expectToast(
      'Offer accepted',
      'Congratulations! You are hired for Senior Software Engineer. The employer is notified.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** An answer after the answer-by time: the database refuses, and the dialog says why. */
export const OfferAcceptTooLate: Story = {
  parameters: withOffer(offerFixtures.offers.open, [offerFailures.offerExpired()]),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await userEvent.click(
      offer.getByRole('button', { name: 'Accept offer: Senior Software Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Accept this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await expect(
      await within(dialog).findByText(/This offer expired on 15 May 2030/, {}, slow),
    ).toBeInTheDocument();
  },
};

export const OfferDecline: Story = {
  parameters: withOffer(offerFixtures.offers.open),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await userEvent.click(
      offer.getByRole('button', { name: 'Decline offer: Senior Software Engineer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline this offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline offer' }));
    await expectToast('Offer declined', 'The employer is notified.');
  },
};

export const OfferAccepted: Story = {
  parameters: withOffer(offerFixtures.offers.accepted),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await expect(offer.getByText('Accepted')).toBeInTheDocument();
    await expect(offer.getByText('You accepted this offer on 10 March 2026.')).toBeInTheDocument();
    await expect(
      offer.getByText('Your note: Thank you! I look forward to joining the payments team.'),
    ).toBeInTheDocument();
    await expect(offer.queryByRole('button', { name: /^Accept offer/ })).toBeNull();
  },
};

export const OfferDeclined: Story = {
  parameters: withOffer(offerFixtures.offers.declined),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await expect(offer.getByText('You declined this offer on 10 March 2026.')).toBeInTheDocument();
    await expect(
      offer.getByText('Your note: I have accepted a role closer to my family.'),
    ).toBeInTheDocument();
  },
};

/** Past its answer-by time: shown as expired before the worker records it, and not answerable. */
export const OfferExpired: Story = {
  parameters: withOffer(offerFixtures.offers.expired),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await expect(offer.getByText('Expired')).toBeInTheDocument();
    await expect(
      offer.getByText('This offer expired on 12 March 2026, 23:59 UTC without an answer.'),
    ).toBeInTheDocument();
    await expect(offer.queryByRole('button', { name: /^Accept offer/ })).toBeNull();
    await expect(offer.queryByRole('button', { name: /offer letter/ })).toBeNull();
  },
};

export const OfferWithdrawn: Story = {
  parameters: withOffer(offerFixtures.offers.withdrawn),
  play: async ({ canvasElement }) => {
    const offer = await offerPanel(canvasElement);
    await expect(offer.getByText('Withdrawn')).toBeInTheDocument();
    await expect(
      offer.getByText('The employer withdrew this offer on 11 March 2026.'),
    ).toBeInTheDocument();
  },
};
