import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import {
  defaultHandlers,
  fixtures,
  handlers,
  planLimitReached,
  restUrl,
} from '@globalhire/data/mocks';
import PostJobPage from './PostJobPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);
/**
 * The occupation field's reads, before the defaults: the visa catalogue's own mocks of
 * visa_routes and visa_occupations (its admin screens) answer any select.
 */
const occupations = [handlers.occupationClassifications(), handlers.occupationSearch()];

const meta = {
  title: 'Pages/Employer/PostJob',
  component: PageStory,
  args: { page: PostJobPage, path: '/employer/jobs/new', as: 'employer', layout: EmployerFrame },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [employer, ...occupations, ...defaultHandlers] },
  },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types into a field the quick way (a paste), as the long texts would be slow key by key. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Fills the required fields as an employer would. */
async function fillRequired(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await enter(await page.findByLabelText(/^Job Title/), 'Platform Engineer');
  await userEvent.selectOptions(page.getByLabelText(/^Category/), 'it');
  await enter(
    page.getByLabelText(/^Description/),
    'Run the Kubernetes clusters behind our payments products.',
  );
  await enter(page.getByLabelText(/^Location/), 'Toronto, Canada');
  await userEvent.selectOptions(page.getByLabelText(/^Country/), 'canada');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Post a Job' }),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('Premium plan: 5 active job postings, 30 days visibility'),
    ).toBeInTheDocument();
    await expect(
      await page.findByText(/2 of 5 active postings used · 20 days left/),
    ).toBeInTheDocument();
    // The company name comes from the profile.
    await expect(page.getByLabelText(/^Company/)).toHaveValue('Maple Tech Solutions');
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/employer/dashboard',
    );
  },
};

export const ValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await enter(await page.findByLabelText(/^Job Title/), 'Platform Engineer');
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expect(await page.findByText('Category is required.')).toBeInTheDocument();
    await expect(page.getByText('Description is required.')).toBeInTheDocument();
    await expect(page.getByText('Location is required.')).toBeInTheDocument();
    await expect(page.getByText('Country is required.')).toBeInTheDocument();
    // Nothing typed is lost, and focus lands on the first field to fix.
    await expect(page.getByLabelText(/^Job Title/)).toHaveValue('Platform Engineer');
    await waitFor(() => expect(page.getByLabelText(/^Category/)).toHaveFocus());
  },
};

export const SalaryOutOfOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await enter(page.getByLabelText(/^Minimum salary/), '150000');
    await enter(page.getByLabelText(/^Maximum salary/), '90000');
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expect(
      await page.findByText('Minimum salary cannot be more than the maximum.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(/^Minimum salary/)).toHaveFocus());
  },
};

export const Posted: Story = {
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Post Job' }));
    await expectToast(
      'Job Posted Successfully!',
      'Your job listing is waiting for approval. It goes live once an admin approves it.',
    );
    // Then on to /employer/jobs, where the new job shows as pending.
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('heading', { level: 1, name: 'Post a Job' }),
      ).toBeNull(),
    );
  },
};

export const SavedAsDraft: Story = {
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save as draft' }));
    await expectToast('Draft saved');
  },
};

export const PlanLimitReached: Story = {
  parameters: {
    msw: { handlers: [employer, planLimitReached(), ...occupations, ...defaultHandlers] },
  },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your Premium plan allows 5 active job postings. Upgrade your plan to post more.',
    );
    await expect(within(alert).getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/employer/plans',
    );
    // The form keeps what was typed, ready to save as a draft instead.
    await expect(page.getByLabelText(/^Job Title/)).toHaveValue('Platform Engineer');
  },
};

export const Posting: Story = {
  parameters: {
    msw: {
      handlers: [employer, handlers.employerPostJob.loading(), ...occupations, ...defaultHandlers],
    },
  },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await fillRequired(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Post Job' }));
    await expect(
      await within(canvasElement).findByRole('button', { name: /Posting\.\.\./ }),
    ).toBeDisabled();
  },
};

export const Edit: Story = {
  args: { url: '/employer/jobs/new?edit=1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Edit Job' }),
    ).toBeInTheDocument();
    await expect(await page.findByLabelText(/^Job Title/)).toHaveValue('Senior Software Engineer');
    await expect(page.getByLabelText(/^Requirements/)).toHaveValue(
      '5+ years of professional software development experience\nStrong knowledge of Java or Kotlin',
    );
    await expect(page.getByLabelText(/^Tags/)).toHaveValue('Java, Kotlin, AWS');
    await expect(page.getByLabelText('Visa sponsorship available')).toBeChecked();
    // What its visa verdict reads, loaded too: the stored code shown with its title.
    await expect(page.getByLabelText(/^Province or territory/)).toHaveValue('ON');
    await expect(
      await page.findByDisplayValue('Software engineers and designers (21231)'),
    ).toHaveAccessibleName('Occupation');
    await expect(page.getByLabelText('Flights to the new country')).toBeChecked();
    await expect(page.getByLabelText('Visa and legal fees')).toBeChecked();
    await expect(page.getByLabelText('Family included in the package')).not.toBeChecked();
    await expect(page.getByLabelText(/^Nights of temporary housing/)).toHaveValue('30');
    await expect(page.getByLabelText(/^Relocation allowance/)).toHaveValue('5000');
    await expect(page.getByLabelText(/^Allowance currency/)).toHaveValue('CAD');
    await userEvent.clear(page.getByLabelText(/^Job Title/));
    await enter(page.getByLabelText(/^Job Title/), 'Staff Software Engineer');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Job updated');
  },
};

export const EditUnknownJob: Story = {
  args: { url: '/employer/jobs/new?edit=999' },
  parameters: {
    msw: { handlers: [employer, handlers.employerJob.empty(), ...occupations, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Job not found.')).toBeInTheDocument();
  },
};

export const PlanLoading: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.myPlan.loading(), ...occupations, ...defaultHandlers] },
  },
};

export const PostJobRoute: Story = {
  args: { path: '/post-job', url: '/post-job' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Post a Job' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/employer/dashboard',
    );
  },
};

/** A draft needs only its title: nothing else is asked for until it is published. */
export const DraftWithOnlyATitle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await enter(await page.findByLabelText(/^Job Title/), 'Platform Engineer');
    await userEvent.click(page.getByRole('button', { name: 'Save as draft' }));
    await expectToast('Draft saved');
    await expect(page.queryByText('Category is required.')).toBeNull();
  },
};

/** Posting still needs every required field. */
export const PostNeedsEveryField: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await enter(await page.findByLabelText(/^Job Title/), 'Platform Engineer');
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expect(await page.findByText('Category is required.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Job Title/)).toHaveValue('Platform Engineer');
  },
};

/** Editing what visitors read of a live job: warned before saving, told after that it is back in review. */
// Photographed as first rendered: after saving, the story's router leaves for a page it does not
// render, so the after-play picture would be a moment in a navigation (the play checks the toast).
export const LiveJobBackToReview: Story = {
  args: { url: '/employer/jobs/new?edit=1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByLabelText(/^Job Title/);
    await expect(page.queryByText('This job will go back to review')).toBeNull();
    await enter(page.getByLabelText(/^Tags/), ', Remote');
    await expect(page.queryByText('This job will go back to review')).toBeNull();
    await userEvent.clear(title);
    await enter(title, 'Staff Software Engineer');
    await expect(await page.findByText('This job will go back to review')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expectToast(
      'Job updated',
      'Your changes are saved. The job is back in review and hidden from the site until our team approves it again.',
    );
  },
};

/** A blocked employer is told why, and gets no form to fill in vain. */
export const BlockedEmployer: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.profile({
          ...fixtures.profiles.employer,
          blocked_at: '2026-03-01T10:00:00+00:00',
        }),
        ...occupations,
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your account is blocked')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(
      page.getByText('You cannot post or edit jobs while your account is blocked.'),
    ).toBeInTheDocument();
    await expect(page.queryByLabelText(/^Job Title/)).toBeNull();
  },
};

/** The job rows the page sent to POST /jobs; the handler only listens (the mocks answer). */
const sentJobs: Record<string, unknown>[] = [];
const recordJobWrites = http.post(restUrl('jobs'), async ({ request }) => {
  sentJobs.push((await request.clone().json()) as Record<string, unknown>);
});
const recordingJobs = {
  parameters: {
    msw: { handlers: [recordJobWrites, employer, ...occupations, ...defaultHandlers] },
  },
  beforeEach: () => {
    sentJobs.length = 0;
  },
};

/** The occupation field, as the employer finds the role in the type-ahead. */
const occupationField = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('combobox', { name: /^Occupation/ });

/**
 * A Canadian job: the province is asked for, and the occupation type-ahead offers NOC 2021
 * codes as the employer types. The arrow keys move through the suggestions.
 */
export const OccupationSuggestions: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(/^Province or territory/), 'ON');
    const occupation = await occupationField(canvasElement);
    await expect(occupation).toHaveAccessibleDescription(
      /Lets candidates see whether they can get a visa for this job\./,
    );
    await userEvent.type(occupation, 'software');
    const listbox = await page.findByRole('listbox', { name: 'NOC 2021 occupations' });
    await expect(occupation).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Software developers and programmers21232',
      'Software engineers and designers21231',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(occupation).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: /Software engineers and designers/ }).id,
    );
    await expect(
      within(listbox).getByRole('option', { name: /Software engineers and designers/ }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** Chosen with the keyboard, saved by its code: the form is not sent by the Enter that chooses. */
export const OccupationChosenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    const occupation = await occupationField(canvasElement);
    await userEvent.type(occupation, '2123');
    await page.findByRole('option', { name: /Web designers/ });
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(occupation).toHaveValue('Web designers (21233)');
    await expect(occupation).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeInTheDocument();
    // Escape closes the suggestions and keeps what was typed.
    await userEvent.clear(occupation);
    await userEvent.type(occupation, 'soft');
    await page.findByRole('option', { name: /Software developers/ });
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(occupation).toHaveValue('soft');
    // A code typed in full counts as chosen when the field is left.
    await userEvent.clear(occupation);
    await userEvent.type(occupation, '21231');
    await page.findByRole('option', { name: /Software engineers and designers/ });
    await userEvent.tab();
    await expect(occupation).toHaveValue('Software engineers and designers (21231)');
  },
};

/** Nothing of the classification matches: the field says so (and a screen reader hears it). */
export const NoOccupationMatches: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(await page.findByLabelText(/^Country/), 'canada');
    const occupation = await occupationField(canvasElement);
    await userEvent.type(occupation, 'astronaut');
    // Shown under the field, and said by its status region.
    await waitFor(() =>
      expect(page.getAllByText('No NOC 2021 occupation matches.')).toHaveLength(2),
    );
    await expect(page.queryByRole('listbox')).toBeNull();
    await expect(occupation).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A country the visa check does not cover: no occupation is asked for, and the form says why. */
export const CountryNotCovered: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.selectOptions(await page.findByLabelText(/^Country/), 'germany');
    await expect(
      await page.findByText(/The visa check does not cover Germany yet/),
    ).toBeInTheDocument();
    await expect(page.queryByRole('combobox', { name: /^Occupation/ })).toBeNull();
    await expect(page.queryByLabelText(/^Province or territory/)).toBeNull();
  },
};

/** Another country's classification: an occupation chosen for Canada is not kept for the UK. */
export const OccupationClearedWithTheCountry: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.type(await occupationField(canvasElement), 'web');
    await userEvent.click(await page.findByRole('option', { name: /Web designers/ }));
    await expect(await occupationField(canvasElement)).toHaveValue('Web designers (21233)');
    await userEvent.selectOptions(page.getByLabelText(/^Country/), 'united-kingdom');
    await expect(await occupationField(canvasElement)).toHaveValue('');
    await expect(await occupationField(canvasElement)).toHaveAccessibleDescription(
      /UK SOC 2020 code/,
    );
  },
};

/** An hourly wage asks for the hours it pays; what was typed stays while the period changes. */
export const HourlyWage: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(/^Province or territory/), 'BC');
    await expect(page.queryByLabelText(/^Hours a week/)).toBeNull();
    await enter(page.getByLabelText(/^Minimum salary/), '38.50');
    await userEvent.selectOptions(page.getByLabelText(/^Currency/), 'CAD');
    await userEvent.selectOptions(page.getByLabelText(/^Paid/), 'hour');
    await enter(await page.findByLabelText(/^Hours a week/), '37.5');
    await userEvent.selectOptions(page.getByLabelText(/^Paid/), 'year');
    await expect(page.queryByLabelText(/^Hours a week/)).toBeNull();
    await userEvent.selectOptions(page.getByLabelText(/^Paid/), 'hour');
    await expect(page.getByLabelText(/^Hours a week/)).toHaveValue('37.5');
  },
};

/** Relocation support opens its package: what it pays for, the allowance in the salary's currency. */
export const RelocationPackage: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(/^Currency/), 'CAD');
    await expect(page.queryByRole('group', { name: 'Relocation package' })).toBeNull();
    await userEvent.click(page.getByLabelText('Relocation support offered'));
    const relocation = within(await page.findByRole('group', { name: 'Relocation package' }));
    await userEvent.click(relocation.getByLabelText('Flights to the new country'));
    await userEvent.click(relocation.getByLabelText('Visa and legal fees'));
    await enter(relocation.getByLabelText(/^Nights of temporary housing/), '30');
    await enter(relocation.getByLabelText(/^Relocation allowance/), '5,000');
    await expect(relocation.getByLabelText(/^Allowance currency/)).toHaveValue('CAD');
    await enter(
      relocation.getByLabelText(/^Relocation notes/),
      'A relocation partner helps you find a home and open a bank account.',
    );
    // Hidden and shown again, the package is as it was.
    await userEvent.click(page.getByLabelText('Relocation support offered'));
    await userEvent.click(page.getByLabelText('Relocation support offered'));
    await expect(page.getByLabelText(/^Nights of temporary housing/)).toHaveValue('30');
  },
};

/** What cannot be saved is named beside its field, focus lands on the first, nothing is lost. */
export const VisaFieldErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    const occupation = await occupationField(canvasElement);
    await userEvent.type(occupation, 'software');
    await page.findByRole('option', { name: /Software developers/ });
    await userEvent.selectOptions(page.getByLabelText(/^Paid/), 'hour');
    await enter(await page.findByLabelText(/^Hours a week/), '90');
    await userEvent.click(page.getByLabelText('Relocation support offered'));
    await enter(await page.findByLabelText(/^Nights of temporary housing/), '400');
    await enter(page.getByLabelText(/^Relocation allowance/), '-5');
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expect(
      await page.findByText('Choose an occupation from the list, or clear the field.'),
    ).toBeInTheDocument();
    await expect(
      page.getByText('Enter the hours worked a week, a number up to 80.'),
    ).toBeInTheDocument();
    await expect(
      page.getByText('Enter the nights of temporary housing as a whole number from 1 to 365.'),
    ).toBeInTheDocument();
    await expect(
      page.getByText('The relocation allowance must be a positive amount.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(occupation).toHaveFocus());
    await expect(occupation).toHaveValue('software');
    await expect(page.getByLabelText(/^Hours a week/)).toHaveValue('90');
    await expect(page.getByLabelText(/^Nights of temporary housing/)).toHaveValue('400');
    // The focus stays put: the suggestions do not reopen over the message.
    await expect(page.queryByRole('listbox')).toBeNull();
  },
};

/** Posted with everything a verdict needs: the occupation's code, the province, the package. */
export const PostedWithVisaFields: Story = {
  ...recordingJobs,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(/^Province or territory/), 'ON');
    await userEvent.type(await occupationField(canvasElement), 'software eng');
    await userEvent.click(await page.findByRole('option', { name: /Software engineers/ }));
    await enter(page.getByLabelText(/^Minimum salary/), '62');
    await userEvent.selectOptions(page.getByLabelText(/^Currency/), 'CAD');
    await userEvent.selectOptions(page.getByLabelText(/^Paid/), 'hour');
    await enter(await page.findByLabelText(/^Hours a week/), '37.5');
    await userEvent.click(page.getByLabelText('Relocation support offered'));
    await userEvent.click(await page.findByLabelText('Family included in the package'));
    await enter(page.getByLabelText(/^Relocation allowance/), '4000');
    await userEvent.click(page.getByRole('button', { name: 'Post Job' }));
    await expectToast('Job Posted Successfully!');
    await expect(sentJobs.at(-1)).toMatchObject({
      country: 'canada',
      region: 'ON',
      occupation_code: '21231',
      salary_min: 62,
      salary_period: 'hour',
      weekly_hours: 37.5,
      relocation_support: true,
      relocation_flights: false,
      relocation_family: true,
      relocation_housing_nights: null,
      relocation_allowance: 4000,
      relocation_allowance_currency: 'CAD',
    });
  },
};
