import { VisaFitPanel, type VisaFitPanelProps } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const texts = {
  heading: 'Can I work here?',
  statusLabels: { passed: 'Passed', failed: 'Not met', unknown: 'Unknown' },
  sourceLabel: 'Source',
  disclaimer: 'Guidance, not legal advice.',
  loadingLabel: 'Checking visa fit',
} satisfies Partial<VisaFitPanelProps>;

const answer = {
  verdict: { label: 'Likely sponsorable', tone: 'positive', summary: 'It meets the route.' },
  route: {
    name: 'Skilled Worker visa',
    href: 'https://www.gov.uk/skilled-worker-visa',
    linkLabel: 'Skilled Worker visa on GOV.UK',
    note: 'English at B2 is required.',
  },
  checks: [
    {
      title: 'Occupation',
      status: 'passed',
      detail: '2136 is eligible.',
      sourceHref: 'https://www.gov.uk/occupations',
    },
    {
      title: 'Salary',
      status: 'failed',
      detail: '£36,000 is below £41,700.',
      sourceHref: 'https://www.gov.uk/salary',
    },
    { title: 'Employer', status: 'unknown', detail: 'No licence given.', sourceHref: null },
  ],
  asOf: 'As of 5 December 2026',
} satisfies Partial<VisaFitPanelProps>;

const checkTexts = () =>
  page
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent);

describe('VisaFitPanel', () => {
  it('is a region named by its heading, at the level asked for', async () => {
    await render(<VisaFitPanel {...texts} {...answer} status="ready" headingLevel={3} />);
    const region = page.getByRole('region', { name: 'Can I work here?' });
    await expect.element(region).toBeVisible();
    await expect
      .element(region.getByRole('heading', { level: 3, name: 'Can I work here?' }))
      .toBeVisible();
  });

  it('shows the verdict and each check with its status label before its title', async () => {
    await render(<VisaFitPanel {...texts} {...answer} status="ready" />);
    await expect.element(page.getByText('Likely sponsorable')).toBeVisible();
    await expect.element(page.getByText('It meets the route.')).toBeVisible();
    expect(checkTexts()).toEqual([
      expect.stringMatching(/^Passed Occupation2136 is eligible\.Source/),
      expect.stringMatching(/^Not met Salary£36,000 is below £41,700\.Source/),
      'Unknown EmployerNo licence given.',
    ]);
    // The status is for screen readers; the icon shows it on screen.
    const label = page.getByText('Not met', { exact: true }).element();
    expect(label.closest('[data-slot="visually-hidden"]')).not.toBeNull();
    const items = page.getByRole('listitem').elements();
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'passed',
      'failed',
      'unknown',
    ]);
    expect(items.every((item) => item.querySelector('[aria-hidden="true"] svg'))).toBe(true);
  });

  it('opens sources and the route in a new tab, and says so', async () => {
    await render(<VisaFitPanel {...texts} {...answer} status="ready" />);
    const sources = page.getByRole('link', { name: 'Source (opens in a new tab)' }).elements();
    expect(sources.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.gov.uk/occupations',
      'https://www.gov.uk/salary',
    ]);
    for (const link of sources) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Each source is described by its check's title, so the links tell apart out of context.
    await expect
      .element(page.getByRole('link', { name: 'Source (opens in a new tab)' }).first())
      .toHaveAccessibleDescription('Occupation');
    const route = page.getByRole('link', {
      name: 'Skilled Worker visa on GOV.UK (opens in a new tab)',
    });
    await expect.element(route).toHaveAttribute('href', 'https://www.gov.uk/skilled-worker-visa');
    await expect.element(route).toHaveAttribute('target', '_blank');
    await expect.element(page.getByText('English at B2 is required.')).toBeVisible();
  });

  it('always shows the disclaimer, and the date with the answer', async () => {
    const screen = await render(<VisaFitPanel {...texts} {...answer} status="ready" />);
    await expect.element(page.getByText('Guidance, not legal advice.')).toBeVisible();
    await expect.element(page.getByText('As of 5 December 2026')).toBeVisible();
    await screen.rerender(<VisaFitPanel {...texts} {...answer} status="loading" />);
    await expect.element(page.getByText('Guidance, not legal advice.')).toBeVisible();
    expect(page.getByText('As of 5 December 2026').elements()).toHaveLength(0);
    await screen.rerender(
      <VisaFitPanel {...texts} {...answer} status="error" error={{ title: 'Could not check' }} />,
    );
    await expect.element(page.getByText('Guidance, not legal advice.')).toBeVisible();
    expect(page.getByText('As of 5 December 2026').elements()).toHaveLength(0);
  });

  it('while loading, announces the loading label and marks the panel busy', async () => {
    await render(<VisaFitPanel {...texts} {...answer} status="loading" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('Checking visa fit');
    await expect
      .element(page.getByRole('region', { name: 'Can I work here?' }))
      .toHaveAttribute('aria-busy', 'true');
    expect(page.getByText('Likely sponsorable').elements()).toHaveLength(0);
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });

  it('holds about the height of a typical answer while loading', async () => {
    const typical = {
      ...answer,
      verdict: {
        label: 'Likely sponsorable',
        tone: 'positive',
        summary:
          'This job appears to meet what the Skilled Worker visa needs, on the checks below.',
      },
      route: {
        ...answer.route,
        note: 'English at B2 is required for first applications from 8 January 2026.',
      },
      checks: [
        'Citizens of India need permission to work in the United Kingdom.',
        'Programmers and software development professionals (2136) is eligible: Table 1 of the eligible occupations.',
        '£52,000 a year meets £41,700, the Skilled Worker general threshold from 22 July 2025.',
        'The employer holds a verified UK sponsor licence.',
      ].map((detail) => ({
        title: 'Check',
        status: 'passed' as const,
        detail,
        sourceHref: 'https://www.gov.uk/skilled-worker-visa',
      })),
    } satisfies Partial<VisaFitPanelProps>;
    const inSideColumn = (status: VisaFitPanelProps['status']) => (
      <div style={{ width: 480 }}>
        <VisaFitPanel {...texts} {...typical} status={status} />
      </div>
    );
    const screen = await render(inSideColumn('ready'));
    const height = () => page.getByRole('region').element().getBoundingClientRect().height;
    const ready = height();
    await screen.rerender(inSideColumn('loading'));
    expect(Math.abs(height() - ready) / ready).toBeLessThan(0.1);
  });

  it('shows the error with its action', async () => {
    await render(
      <VisaFitPanel
        {...texts}
        status="error"
        error={{ title: 'Could not check', action: <button type="button">Try again</button> }}
      />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not check');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('keeps the controls, and their focus, while the answer reloads', async () => {
    const controls = (
      <select aria-label="Citizenship" defaultValue="IN">
        <option value="IN">India</option>
        <option value="IE">Ireland</option>
      </select>
    );
    const screen = await render(
      <VisaFitPanel {...texts} {...answer} status="ready" controls={controls} />,
    );
    const picker = page.getByRole('combobox', { name: 'Citizenship' });
    (picker.element() as HTMLSelectElement).focus();
    await userEvent.selectOptions(picker, 'IE');
    await screen.rerender(
      <VisaFitPanel {...texts} {...answer} status="loading" controls={controls} />,
    );
    await expect.element(picker).toHaveFocus();
    await expect.element(picker).toHaveValue('IE');
  });
});
