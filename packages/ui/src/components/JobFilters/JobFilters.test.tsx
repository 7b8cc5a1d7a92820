import {
  JobFilters,
  countActiveFilters,
  emptyJobFilterValues,
  type JobFiltersProps,
} from '@globalhire/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const labels: JobFiltersProps['labels'] = {
  title: 'Filter Jobs',
  keyword: 'Keyword',
  country: 'Location',
  anyCountry: 'All locations',
  city: 'City',
  anyCity: 'All cities',
  category: 'Job Category',
  anyCategory: 'All categories',
  workType: 'Work Type',
  anyWorkType: 'Any work type',
  employmentType: 'Employment Type',
  anyEmploymentType: 'Any employment type',
  postedWithin: 'Date Posted',
  anyTime: 'Any time',
  visaSponsorship: 'Visa sponsorship',
  relocation: 'Relocation support',
  likelyTakeable: 'Jobs I can likely take',
  minSalary: 'Minimum salary',
  salaryCurrency: 'Currency',
  submit: 'Apply Filters',
  reset: 'Reset',
  toggle: 'Filters',
};

const props = (overrides: Partial<JobFiltersProps> = {}): JobFiltersProps => ({
  values: emptyJobFilterValues,
  onChange: vi.fn(),
  onSubmit: vi.fn(),
  onReset: vi.fn(),
  countryOptions: [{ value: 'canada', label: 'Canada' }],
  categoryOptions: [{ value: 'it', label: 'IT, Software & Data' }],
  workTypeOptions: [{ value: 'remote', label: 'Remote' }],
  cityOptions: [{ value: 'Toronto', label: 'Toronto (3)' }],
  employmentTypeOptions: [{ value: 'contract', label: 'Contract' }],
  postedWithinOptions: [{ value: '7d', label: 'Last 7 days' }],
  currencyOptions: [
    { value: 'USD', label: 'USD' },
    { value: 'GBP', label: 'GBP' },
  ],
  labels,
  ...overrides,
});

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('countActiveFilters', () => {
  it('counts every value that differs from empty', () => {
    expect(countActiveFilters(emptyJobFilterValues)).toBe(0);
    expect(
      countActiveFilters({
        ...emptyJobFilterValues,
        keyword: 'nurse',
        relocation: true,
        minSalary: '50000',
      }),
    ).toBe(3);
  });

  it('does not count the salary currency as a filter of its own', () => {
    expect(countActiveFilters({ ...emptyJobFilterValues, salaryCurrency: 'GBP' })).toBe(0);
    expect(
      countActiveFilters({ ...emptyJobFilterValues, city: 'Toronto', postedWithin: '7d' }),
    ).toBe(2);
  });
});

describe('JobFilters', () => {
  it('keeps only digits in the minimum salary', async () => {
    const onChange = vi.fn();
    await render(<JobFilters {...props({ onChange })} />);
    const salary = page.getByRole('spinbutton', { name: 'Minimum salary' });
    await userEvent.type(salary.element(), '7');
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, minSalary: '7' });
  });

  it('emits the salary currency, city, employment type and date posted', async () => {
    const onChange = vi.fn();
    await render(<JobFilters {...props({ onChange })} />);
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Currency' }).element(),
      'GBP',
    );
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, salaryCurrency: 'GBP' });
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'City' }).element(),
      'Toronto',
    );
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, city: 'Toronto' });
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Employment Type' }).element(),
      'contract',
    );
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyJobFilterValues,
      employmentType: 'contract',
    });
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Date Posted' }).element(),
      '7d',
    );
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, postedWithin: '7d' });
  });

  it('emits unticking a checkbox as false', async () => {
    const onChange = vi.fn();
    await render(
      <JobFilters
        {...props({ onChange, values: { ...emptyJobFilterValues, relocation: true } })}
      />,
    );
    await page.getByRole('checkbox', { name: 'Relocation support' }).click();
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, relocation: false });
  });

  it('emits ticking "Jobs I can likely take", and counts it as a filter', async () => {
    const onChange = vi.fn();
    await render(<JobFilters {...props({ onChange })} />);
    await page.getByRole('checkbox', { name: 'Jobs I can likely take' }).click();
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, likelyTakeable: true });
    expect(countActiveFilters({ ...emptyJobFilterValues, likelyTakeable: true })).toBe(1);
  });

  it('submits the current values with Enter in the keyword field', async () => {
    const onSubmit = vi.fn();
    const values = { ...emptyJobFilterValues, keyword: 'nurse', country: 'canada' };
    await render(<JobFilters {...props({ onSubmit, values })} />);
    await userEvent.type(page.getByRole('searchbox', { name: 'Keyword' }).element(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(values);
  });

  it('on phones the toggle controls the folded form and counts the active filters', async () => {
    await page.viewport(375, 812);
    await render(
      <JobFilters {...props({ values: { ...emptyJobFilterValues, category: 'it' } })} />,
    );
    const toggle = page.getByRole('button', { name: 'Filters 1' });
    const form = document.getElementById(toggle.element().getAttribute('aria-controls') ?? '');
    expect(form?.tagName).toBe('FORM');
    // Folded: not displayed, so not in the accessibility tree.
    expect(page.getByRole('combobox', { name: 'Job Category' }).query()).toBeNull();
    await toggle.click();
    await expect.element(page.getByRole('combobox', { name: 'Job Category' })).toBeVisible();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('on desktop shows the fields whatever the toggle state', async () => {
    await page.viewport(1280, 800);
    await render(<JobFilters {...props()} />);
    await expect.element(page.getByRole('searchbox', { name: 'Keyword' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Filters', exact: true }).query()).toBeNull();
  });
});
