import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  Select,
  VisaFitPanel,
  type VisaFitCheck,
  type VisaFitPanelProps,
  type VisaFitRoute,
} from '@globalhire/ui';

// The panel sits in the job page's side column: stories show it at that width.
const sideColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '30rem' }}>
    <Story />
  </div>
);

const skilledWorker: VisaFitRoute = {
  name: 'Skilled Worker visa',
  href: 'https://www.gov.uk/skilled-worker-visa',
  linkLabel: 'Skilled Worker visa on GOV.UK',
  note: 'English at B2 is required for first applications from 8 January 2026.',
};

const eligibleOccupationsHref =
  'https://www.gov.uk/government/publications/skilled-worker-visa-eligible-occupations';
const salaryHref = 'https://www.gov.uk/skilled-worker-visa/your-job';
const sponsorRegisterHref =
  'https://www.gov.uk/government/publications/register-of-licensed-sponsors-workers';

const citizenshipNeedsVisa: VisaFitCheck = {
  title: 'Citizenship',
  status: 'failed',
  detail: 'Citizens of India need permission to work in the United Kingdom.',
  sourceHref: 'https://www.gov.uk/skilled-worker-visa',
};
const softwareOccupation: VisaFitCheck = {
  title: 'Occupation',
  status: 'passed',
  detail:
    'Programmers and software development professionals (2136) is eligible: Table 1 of the eligible occupations.',
  sourceHref: eligibleOccupationsHref,
};
const salaryMeets: VisaFitCheck = {
  title: 'Salary',
  status: 'passed',
  detail: '£52,000 a year meets £41,700, the Skilled Worker general threshold from 22 July 2025.',
  sourceHref: salaryHref,
};
const licensedEmployer: VisaFitCheck = {
  title: 'Employer',
  status: 'passed',
  detail: 'The employer holds a verified UK sponsor licence.',
  sourceHref: sponsorRegisterHref,
};

const meta = {
  title: 'Job board/VisaFitPanel',
  id: 'components-visafitpanel',
  component: VisaFitPanel,
  decorators: [sideColumn],
  args: {
    heading: 'Can I work here?',
    headingLevel: 2,
    status: 'ready',
    verdict: {
      label: 'Likely sponsorable',
      tone: 'positive',
      summary: 'This job appears to meet what the Skilled Worker visa needs, on the checks below.',
    },
    route: skilledWorker,
    checks: [citizenshipNeedsVisa, softwareOccupation, salaryMeets, licensedEmployer],
    statusLabels: { passed: 'Passed', failed: 'Not met', unknown: 'Unknown' },
    sourceLabel: 'Source',
    asOf: 'As of 5 December 2026',
    disclaimer: 'Guidance, not legal advice.',
    loadingLabel: 'Checking whether you can work here',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    controls: { control: false },
    error: { control: false },
  },
} satisfies Meta<typeof VisaFitPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check's list item, found by its title. */
const checkItem = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByText(title, { selector: 'strong' }).closest('li') as HTMLElement;

/** UK Skilled Worker: an eligible occupation, a salary over the threshold, a licensed employer. */
export const LikelySponsorable: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Can I work here?' });
    await step('the verdict and its summary', async () => {
      await expect(within(panel).getByText('Likely sponsorable')).toBeVisible();
      await expect(
        within(panel).getByText(/meet what the Skilled Worker visa needs/),
      ).toBeVisible();
    });
    await step('each check says its status to screen readers', async () => {
      await expect(checkItem(canvasElement, 'Salary')).toHaveTextContent(
        /^Passed Salary£52,000 a year meets £41,700/,
      );
      await expect(checkItem(canvasElement, 'Citizenship')).toHaveTextContent(
        /^Not met Citizenship/,
      );
    });
    await step('the source opens the official page in a new tab', async () => {
      const source = within(checkItem(canvasElement, 'Occupation')).getByRole('link', {
        name: 'Source (opens in a new tab)',
      });
      await expect(source).toHaveAttribute('href', eligibleOccupationsHref);
      await expect(source).toHaveAttribute('target', '_blank');
      await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(source).toHaveAccessibleDescription('Occupation');
    });
    await step('the route links to its official page', async () => {
      const routeLink = canvas.getByRole('link', {
        name: 'Skilled Worker visa on GOV.UK (opens in a new tab)',
      });
      await expect(routeLink).toHaveAttribute('href', 'https://www.gov.uk/skilled-worker-visa');
      await expect(routeLink).toHaveAttribute('target', '_blank');
    });
    await expect(canvas.getByText('Guidance, not legal advice.')).toBeVisible();
  },
};

/** An Irish citizen in the UK: the Common Travel Area, no visa and no route. */
export const NoVisaNeeded: Story = {
  args: {
    verdict: {
      label: 'No visa needed',
      tone: 'positive',
      summary: 'You can work in the United Kingdom without a visa.',
    },
    route: null,
    checks: [
      {
        title: 'Citizenship',
        status: 'passed',
        detail: 'Irish citizens need no visa to work in the United Kingdom: Common Travel Area.',
        sourceHref: 'https://www.gov.uk/government/publications/common-travel-area-guidance',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No visa needed')).toBeVisible();
    await expect(checkItem(canvasElement, 'Citizenship')).toHaveTextContent(/^Passed Citizenship/);
    await expect(canvas.getByRole('link', { name: /^Source/ })).toHaveAttribute(
      'href',
      'https://www.gov.uk/government/publications/common-travel-area-guidance',
    );
  },
};

/** A Canadian citizen and a US job in a USMCA profession: TN status, no sponsorship. */
export const TreatyRoute: Story = {
  args: {
    verdict: {
      label: 'Treaty route',
      tone: 'positive',
      summary:
        'TN (USMCA professional) is open to you for this job: simpler than sponsorship, though a permit is still needed.',
    },
    route: {
      name: 'TN (USMCA professional)',
      href: 'https://www.uscis.gov/working-in-the-united-states/temporary-workers/tn-usmca-professionals',
      linkLabel: 'TN status on USCIS',
      note: 'Up to three years at a time, renewable. No Labor Condition Application and no cap.',
    },
    checks: [
      {
        title: 'Citizenship',
        status: 'passed',
        detail:
          'Canadian citizenship opens this route: United States-Mexico-Canada Agreement (USMCA). A job in one of the listed professions, with the qualifications the list sets.',
        sourceHref:
          'https://www.uscis.gov/working-in-the-united-states/temporary-workers/tn-usmca-professionals',
      },
      {
        title: 'Occupation',
        status: 'passed',
        detail:
          'Computer Systems Analysts (15-1211) is eligible: the USMCA list of professions (Computer Systems Analyst).',
        sourceHref: 'https://www.ecfr.gov/current/title-8/section-214.6',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Treaty route')).toBeVisible();
    const source = within(checkItem(canvasElement, 'Occupation')).getByRole('link');
    await expect(source).toHaveAttribute(
      'href',
      'https://www.ecfr.gov/current/title-8/section-214.6',
    );
    await expect(source).toHaveAttribute('target', '_blank');
  },
};

/** The offer is under the Skilled Worker general threshold. */
export const SalaryBelowThreshold: Story = {
  args: {
    verdict: {
      label: 'Salary below threshold',
      tone: 'critical',
      summary: 'The salary is below what the Skilled Worker visa needs.',
    },
    checks: [
      citizenshipNeedsVisa,
      softwareOccupation,
      {
        title: 'Salary',
        status: 'failed',
        detail:
          '£36,000 a year is below £41,700, the Skilled Worker general threshold from 22 July 2025.',
        sourceHref: salaryHref,
      },
      licensedEmployer,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Salary below threshold')).toBeVisible();
    await expect(checkItem(canvasElement, 'Salary')).toHaveTextContent(
      /^Not met Salary£36,000 a year is below £41,700/,
    );
  },
};

/** An occupation below the skill level the Skilled Worker route takes. */
export const OccupationNotEligible: Story = {
  args: {
    verdict: {
      label: 'Occupation not eligible',
      tone: 'critical',
      summary: 'This occupation does not qualify for Skilled Worker visa.',
    },
    checks: [
      citizenshipNeedsVisa,
      {
        title: 'Occupation',
        status: 'failed',
        detail:
          "Waiters and waitresses (9264) is not on this route's list of eligible occupations.",
        sourceHref: eligibleOccupationsHref,
      },
      {
        title: 'Salary',
        status: 'failed',
        detail:
          '£26,500 a year is below £41,700, the Skilled Worker general threshold from 22 July 2025.',
        sourceHref: salaryHref,
      },
      licensedEmployer,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Occupation not eligible')).toBeVisible();
    await expect(checkItem(canvasElement, 'Occupation')).toHaveTextContent(/^Not met Occupation/);
  },
};

/** The employer is not on the register of licensed sponsors. */
export const EmployerNotLicensed: Story = {
  args: {
    verdict: {
      label: 'Employer not licensed',
      tone: 'critical',
      summary: 'The employer is not licensed to sponsor the Skilled Worker visa.',
    },
    checks: [
      citizenshipNeedsVisa,
      softwareOccupation,
      salaryMeets,
      {
        title: 'Employer',
        status: 'failed',
        detail: 'The employer has no verified UK sponsor licence for the Skilled Worker route.',
        sourceHref: sponsorRegisterHref,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Employer not licensed')).toBeVisible();
    const employer = checkItem(canvasElement, 'Employer');
    await expect(employer).toHaveTextContent(/^Not met Employer/);
    await expect(within(employer).getByRole('link')).toHaveAttribute('href', sponsorRegisterHref);
  },
};

/** The employer gave no occupation code, so eligibility cannot be checked; that check has no source. */
export const Unknown: Story = {
  args: {
    verdict: {
      label: 'Visa fit unknown',
      tone: 'neutral',
      summary: 'We cannot tell yet: the checks below say what is missing.',
    },
    checks: [
      citizenshipNeedsVisa,
      {
        title: 'Occupation',
        status: 'unknown',
        detail:
          'The employer has not given an occupation code (UK SOC 2020), so eligibility cannot be checked.',
        sourceHref: null,
      },
      salaryMeets,
      licensedEmployer,
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Visa fit unknown')).toBeVisible();
    const occupation = checkItem(canvasElement, 'Occupation');
    await expect(occupation).toHaveTextContent(/^Unknown Occupation/);
    await expect(within(occupation).queryByRole('link')).toBeNull();
  },
};

/** Skeletons in the answer's shape, announced once by the loading label. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Checking whether you can work here',
    );
    await expect(canvas.getByRole('region', { name: 'Can I work here?' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText('Likely sponsorable')).toBeNull();
    await expect(canvas.getByText('Guidance, not legal advice.')).toBeVisible();
  },
};

const retry = fn();

export const Error: Story = {
  args: {
    status: 'error',
    error: {
      title: 'We could not check this job right now.',
      action: (
        <Button size="small" variant="outline" tone="neutral" onClick={retry}>
          Try again
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not check this job right now.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

const citizenships = [
  { value: 'IN', label: 'India' },
  { value: 'IE', label: 'Ireland' },
];

const answers: Record<string, Pick<VisaFitPanelProps, 'verdict' | 'route' | 'checks'>> = {
  IN: {
    verdict: meta.args.verdict,
    route: skilledWorker,
    checks: meta.args.checks,
  },
  IE: {
    verdict: NoVisaNeeded.args!.verdict,
    route: null,
    checks: NoVisaNeeded.args!.checks,
  },
};

/** The site's citizenship picker in the controls slot; the answer follows the choice. */
export const WithControls: Story = {
  render: function WithCitizenshipPicker(args) {
    const [citizenship, setCitizenship] = useState('IN');
    return (
      <VisaFitPanel
        {...args}
        {...answers[citizenship]}
        controls={
          <Select
            label="Your citizenship"
            options={citizenships}
            value={citizenship}
            onChange={(event) => setCitizenship(event.target.value)}
          />
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('combobox', { name: 'Your citizenship' });
    await expect(canvas.getByText('Likely sponsorable')).toBeVisible();
    await userEvent.selectOptions(picker, 'IE');
    await expect(canvas.getByText('No visa needed')).toBeVisible();
    await expect(picker).toHaveFocus();
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = {
  args: SalaryBelowThreshold.args,
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const DarkLoading: Story = {
  args: Loading.args,
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction): icons and the tone stripe move to the right. */
export const RightToLeft: Story = {
  args: Unknown.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = {};
