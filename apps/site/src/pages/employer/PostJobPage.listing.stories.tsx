import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { utcToday } from '@globalhire/data';
import { defaultHandlers, fixtures, handlers, restUrl } from '@globalhire/data/mocks';
import PostJobPage from './PostJobPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

// The listing's closing date and openings, the salary currencies, and a draft sent for review.

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);
const occupations = [handlers.occupationClassifications(), handlers.occupationSearch()];
/** The catalogue's currencies: every one with a rate, Norwegian kroner included. */
const rates = handlers.exchangeRates([
  ...fixtures.exchangeRates,
  {
    currency: 'NOK',
    per_usd: 10.8,
    valid_from: '2026-11-01',
    updated_at: '2026-11-01T09:00:00+00:00',
  },
]);
const draft = handlers.employerJob({ ...fixtures.editableJob, status: 'draft', approved: null });

/** The job rows the page sent (POST and PATCH /jobs); the handlers only listen. */
const sentJobs: Record<string, unknown>[] = [];
const listen = [
  http.post(restUrl('jobs'), async ({ request }) => {
    sentJobs.push((await request.clone().json()) as Record<string, unknown>);
  }),
  http.patch(restUrl('jobs'), async ({ request }) => {
    sentJobs.push((await request.clone().json()) as Record<string, unknown>);
  }),
];

const meta = {
  title: 'Pages/Employer/PostJob/Listing',
  component: PageStory,
  args: { page: PostJobPage, path: '/employer/jobs/new', as: 'employer', layout: EmployerFrame },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...listen, employer, rates, ...occupations, ...defaultHandlers] },
  },
  beforeEach: () => {
    sentJobs.length = 0;
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const inDays = (days: number) => utcToday(new Date(Date.now() + days * 86_400_000));

async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequired(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await enter(await page.findByLabelText(/^Job Title/), 'Marine Engineer');
  await userEvent.selectOptions(page.getByLabelText(/^Category/), 'manufacturing');
  await enter(page.getByLabelText(/^Description/), 'Keep our offshore supply vessels running.');
  await enter(page.getByLabelText(/^Location/), 'Bergen, Norway');
  await userEvent.selectOptions(page.getByLabelText(/^Country/), 'norway');
}

/** Openings and a closing date are posted with the job; the salary may be in kroner. */
export const ClosingDateAndOpenings: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    const openings = page.getByLabelText(/^Openings/);
    await expect(openings).toHaveValue('1');
    await userEvent.clear(openings);
    await enter(openings, '3');
    const closing = page.getByLabelText(/^Closing date/);
    await expect(closing).toHaveAttribute('min', inDays(1));
    await userEvent.type(closing, inDays(30));
    await enter(page.getByLabelText(/^Minimum salary/), '620000');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await within(currency).findByRole('option', { name: 'NOK' });
    await userEvent.selectOptions(currency, 'NOK');
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expectToast('Job Posted Successfully!');
    await expect(sentJobs.at(-1)).toMatchObject({
      openings: 3,
      closes_on: inDays(30),
      salary_min: 620000,
      salary_currency: 'NOK',
    });
  },
};

/** A closing date must be after today, and openings a whole number from 1 to 999. */
export const ClosingDateInThePast: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.clear(page.getByLabelText(/^Openings/));
    await enter(page.getByLabelText(/^Openings/), '0');
    await userEvent.type(page.getByLabelText(/^Closing date/), inDays(-2));
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expect(
      await page.findByText('Enter the number of openings, a whole number from 1 to 999.'),
    ).toBeInTheDocument();
    await expect(page.getByText('Choose a closing date after today.')).toBeInTheDocument();
    await expect(sentJobs).toEqual([]);
  },
};

/** The currencies offered are the catalogue's (those with an exchange rate), not a fixed list. */
export const CurrenciesFromTheCatalogue: Story = {
  play: async ({ canvasElement }) => {
    const currency = await within(canvasElement).findByRole('combobox', { name: 'Currency' });
    await waitFor(() =>
      expect([...(currency as HTMLSelectElement).options].map((option) => option.value)).toEqual([
        'AUD',
        'CAD',
        'EUR',
        'GBP',
        'JPY',
        'NZD',
        'USD',
        'NOK',
      ]),
    );
    await expect(currency).toHaveValue('USD');
  },
};

/** A draft's editor sends it for review once complete: every field is checked, then it is submitted. */
export const SubmitDraftForReview: Story = {
  args: { url: '/employer/jobs/new?edit=1' },
  parameters: {
    msw: { handlers: [...listen, employer, draft, rates, ...occupations, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByLabelText(/^Job Title/)).toHaveValue('Senior Software Engineer');
    await expect(page.getByLabelText(/^Openings/)).toHaveValue('2');
    await userEvent.click(page.getByRole('button', { name: 'Submit for review' }));
    await expectToast('Job submitted', 'It appears on the site once our team approves it.');
    await expect(sentJobs.at(-1)).toMatchObject({ status: 'published', openings: 2 });
  },
};

/** A draft with only its title cannot be submitted: the fields a published job needs are named. */
export const SubmitIncompleteDraft: Story = {
  args: { url: '/employer/jobs/new?edit=1' },
  tags: ['visual-after-play'],
  parameters: {
    msw: {
      handlers: [
        ...listen,
        employer,
        handlers.employerJob({
          ...fixtures.editableJob,
          status: 'draft',
          approved: null,
          category: null,
          country: null,
          location: '',
          description: '',
          occupation_code: null,
          region: null,
        }),
        rates,
        ...occupations,
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Submit for review' }));
    await expect(await page.findByText('Category is required.')).toBeInTheDocument();
    await expect(page.getByText('Description is required.')).toBeInTheDocument();
    await expect(sentJobs).toEqual([]);
    // Saving it as a draft still works with only its title.
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Job updated');
    await expect(sentJobs.at(-1)).not.toHaveProperty('status');
  },
};

/** A live job's editor has no "Submit for review": it is already submitted. */
export const LiveJobHasNoSubmit: Story = {
  args: { url: '/employer/jobs/new?edit=1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  },
};
