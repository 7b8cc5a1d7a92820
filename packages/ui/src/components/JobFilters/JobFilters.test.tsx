import {
  JobFilters,
  countActiveFilters,
  emptyJobFilterValues,
  type JobFiltersProps,
} from '@globalhire/ui';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { exampleFieldNames as names } from './exampleFieldNames';

const labels: JobFiltersProps['labels'] = {
  title: 'Filter Jobs',
  form: 'Search jobs',
  keyword: 'Keyword',
  search: 'Search',
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
  id: 'job-search',
  action: '/jobs',
  values: emptyJobFilterValues,
  onChange: vi.fn(),
  onApply: vi.fn(),
  names,
  resetHref: '/jobs',
  countryOptions: [{ value: 'canada', label: 'Canada' }],
  categoryOptions: [{ value: 'it', label: 'IT, Software & Data' }],
  workTypeOptions: [{ value: 'remote', label: 'Remote' }],
  cityOptions: [{ value: 'Toronto', label: 'Toronto (3)' }],
  employmentTypeOptions: [{ value: 'contract', label: 'Contract' }],
  postedWithinOptions: [{ value: '7d', label: 'Last 7 days' }],
  currencyOptions: [{ value: 'GBP', label: 'GBP' }],
  defaultCurrencyLabel: 'USD',
  labels,
  ...overrides,
});

const searchForm = () =>
  page.getByRole('search', { name: 'Search jobs' }).element() as HTMLFormElement;

afterEach(async () => {
  await page.viewport(1280, 800);
});

describe('countActiveFilters', () => {
  it('counts what the panel holds: not the keyword, which has its own box', () => {
    expect(countActiveFilters(emptyJobFilterValues)).toBe(0);
    expect(
      countActiveFilters({
        ...emptyJobFilterValues,
        keyword: 'nurse',
        relocation: true,
        minSalary: '50000',
      }),
    ).toBe(2);
  });

  it('does not count the salary currency as a filter of its own', () => {
    expect(countActiveFilters({ ...emptyJobFilterValues, salaryCurrency: 'GBP' })).toBe(0);
    expect(
      countActiveFilters({ ...emptyJobFilterValues, city: 'Toronto', postedWithin: '7d' }),
    ).toBe(2);
  });
});

describe('JobFilters', () => {
  it('is one GET search form whose fields submit the query the page reads', async () => {
    await render(
      <JobFilters
        {...props({
          values: {
            ...emptyJobFilterValues,
            keyword: 'nurse',
            country: 'canada',
            visaSponsorship: true,
            minSalary: '40000',
            salaryCurrency: 'GBP',
          },
        })}
      />,
    );
    const form = searchForm();
    expect(form.id).toBe('job-search');
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/jobs');
    expect(form.hasAttribute('data-apply-on-change')).toBe(true);
    const query = [...new FormData(form)].filter(([, value]) => value !== '');
    expect(new URLSearchParams(query as [string, string][]).toString()).toBe(
      'q=nurse&country=canada&salary=40000&currency=GBP&visa=1',
    );
  });

  it('applies a select or a checkbox as soon as it changes', async () => {
    const onApply = vi.fn();
    await render(<JobFilters {...props({ onApply })} />);
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'City' }).element(),
      'Toronto',
    );
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, city: 'Toronto' });
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Currency' }).element(),
      'GBP',
    );
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, salaryCurrency: 'GBP' });
    await page.getByRole('checkbox', { name: 'Jobs I can likely take' }).click();
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, likelyTakeable: true });
  });

  it('emits unticking a checkbox as false', async () => {
    const onApply = vi.fn();
    await render(
      <JobFilters {...props({ onApply, values: { ...emptyJobFilterValues, relocation: true } })} />,
    );
    await page.getByRole('checkbox', { name: 'Relocation support' }).click();
    expect(onApply).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, relocation: false });
  });

  it('applies typed text only when it is committed: leaving the field, or Enter', async () => {
    const onChange = vi.fn();
    const onApply = vi.fn();
    await render(<JobFilters {...props({ onChange, onApply })} />);
    const salary = page.getByRole('spinbutton', { name: 'Minimum salary' });
    await userEvent.type(salary.element(), '7');
    // Only digits are kept.
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyJobFilterValues, minSalary: '7' });
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('searches with Enter in the keyword box, without the browser leaving the page', async () => {
    const onApply = vi.fn();
    const values = { ...emptyJobFilterValues, keyword: 'nurse', country: 'canada' };
    await render(<JobFilters {...props({ onApply, values })} />);
    // Seen after React's own listener (at the root), as the browser sees it.
    let prevented = false;
    const seen = (event: Event) => (prevented = event.defaultPrevented);
    window.addEventListener('submit', seen);
    await userEvent.type(page.getByRole('searchbox', { name: 'Keyword' }).element(), '{Enter}');
    window.removeEventListener('submit', seen);
    expect(onApply).toHaveBeenCalledWith(values);
    expect(prevented).toBe(true);
  });

  it('resets with a link to the search without filters', async () => {
    await render(<JobFilters {...props()} />);
    await expect
      .element(page.getByRole('link', { name: 'Reset' }))
      .toHaveAttribute('href', '/jobs');
  });

  it('on phones puts the keyword first and folds the filters in a native disclosure', async () => {
    await page.viewport(375, 812);
    await render(
      <JobFilters {...props({ values: { ...emptyJobFilterValues, category: 'it' } })} />,
    );
    const keyword = page.getByRole('searchbox', { name: 'Keyword' });
    await expect.element(keyword).toBeVisible();
    const summary = searchForm().querySelector('summary')!;
    expect(summary.textContent).toBe('Filters 1');
    expect(keyword.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(
      summary.getBoundingClientRect().top,
    );
    expect(page.getByRole('combobox', { name: 'Job Category' }).query()).toBeNull();
    await userEvent.click(summary);
    expect(summary.parentElement).toHaveProperty('open', true);
    await expect.element(page.getByRole('combobox', { name: 'Job Category' })).toBeVisible();
  });

  it('on desktop shows the filters with no toggle, the disclosure untouched', async () => {
    await page.viewport(1280, 800);
    await render(<JobFilters {...props()} />);
    const details = searchForm().querySelector('details')!;
    expect(details.open).toBe(false);
    await expect.element(page.getByRole('combobox', { name: 'Job Category' })).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Visa sponsorship' })).toBeVisible();
    expect(getComputedStyle(details.querySelector('summary')!).display).toBe('none');
  });

  it('hydrates the server’s HTML as it is, disclosure and all', async () => {
    const ui = (
      <JobFilters {...props({ values: { ...emptyJobFilterValues, visaSponsorship: true } })} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, ui, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The visitor's own toggling is theirs: a re-render does not close the disclosure again.
    const details = container.querySelector('details')!;
    details.open = true;
    await act(async () => root.render(ui));
    expect(details.open).toBe(true);
    root.unmount();
    container.remove();
  });
});
