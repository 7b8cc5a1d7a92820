import { HeroSearch, type HeroSearchProps } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const props = (overrides: Partial<HeroSearchProps> = {}): HeroSearchProps => ({
  keywordLabel: 'Keyword',
  locationLabel: 'Location',
  locationPlaceholder: 'All locations',
  locationOptions: [
    { value: 'canada', label: 'Canada' },
    { value: 'ireland', label: 'Ireland' },
  ],
  categoryLabel: 'Category',
  categoryPlaceholder: 'All categories',
  categoryOptions: [{ value: 'it', label: 'IT, Software & Data' }],
  submitLabel: 'Search Jobs',
  onSearch: vi.fn(),
  ...overrides,
});

describe('HeroSearch', () => {
  it('trims the keyword it emits', async () => {
    const onSearch = vi.fn();
    await render(<HeroSearch {...props({ onSearch })} />);
    await userEvent.fill(
      page.getByRole('searchbox', { name: 'Keyword' }).element(),
      '  data analyst  ',
    );
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    expect(onSearch).toHaveBeenCalledWith({ keyword: 'data analyst', location: '', category: '' });
  });

  it('offers an empty "any" choice before the given options', async () => {
    await render(<HeroSearch {...props()} />);
    const location = page
      .getByRole('combobox', { name: 'Location' })
      .element() as HTMLSelectElement;
    expect([...location.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'All locations'],
      ['canada', 'Canada'],
      ['ireland', 'Ireland'],
    ]);
    expect(location.value).toBe('');
  });

  it('starts from the default values and lets the visitor change them', async () => {
    const onSearch = vi.fn();
    await render(
      <HeroSearch {...props({ onSearch, defaultLocation: 'ireland', defaultCategory: 'it' })} />,
    );
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Location' }).element(),
      'canada',
    );
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    expect(onSearch).toHaveBeenCalledWith({ keyword: '', location: 'canada', category: 'it' });
  });

  it('is a GET form to /jobs whose fields are the query /jobs reads, so it works without scripts', async () => {
    await render(<HeroSearch {...props({ onSearch: undefined, defaultLocation: 'ireland' })} />);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Keyword' }).element(), 'nurse');
    const form = page.getByRole('search').element() as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/jobs');
    const query = new URLSearchParams(
      [...new FormData(form)].map(([name, value]) => [name, String(value)]),
    );
    expect(query.toString()).toBe('q=nurse&country=ireland&category=');
  });

  it('leaves the submission to onSearch when given (no page load)', async () => {
    const onSearch = vi.fn();
    await render(<HeroSearch {...props({ onSearch })} />);
    const form = page.getByRole('search').element() as HTMLFormElement;
    const submitted = new SubmitEvent('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('renders the title with the element it is asked for', async () => {
    await render(<HeroSearch {...props({ title: 'Hire worldwide', titleAs: 'h2' })} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Hire worldwide' }))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
