import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Select } from './Select';

const options = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract', disabled: true },
];

describe('Select', () => {
  it('starts on the placeholder, an empty value', async () => {
    await render(<Select label="Job type" options={options} placeholder="Any type" />);
    const select = page.getByRole('combobox', { name: 'Job type' });
    await expect.element(select).toHaveValue('');
    await expect.element(select).toHaveDisplayValue('Any type');
  });

  it('starts on the first option without a placeholder', async () => {
    await render(<Select label="Job type" options={options} />);
    await expect.element(page.getByRole('combobox', { name: 'Job type' })).toHaveValue('full-time');
  });

  it('cannot go back to the placeholder when a choice is required', async () => {
    await render(<Select label="Job type" options={options} placeholder="Choose one" required />);
    const placeholder = page.getByRole('option', { name: 'Choose one' });
    await expect.element(placeholder).toBeDisabled();
    await expect.element(page.getByRole('option', { name: 'Contract' })).toBeDisabled();
  });

  it('reports a change and works controlled', async () => {
    // Read the value inside the handler: a controlled select snaps back until the parent re-renders.
    const onChange = vi.fn((event: { target: HTMLSelectElement }) => event.target.value);
    const { rerender } = await render(
      <Select label="Job type" options={options} value="full-time" onChange={onChange} />,
    );
    const select = page.getByRole('combobox', { name: 'Job type' });
    await userEvent.selectOptions(select, 'part-time');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.results[0]!.value).toBe('part-time');
    await expect.element(select).toHaveValue('full-time');
    await rerender(
      <Select label="Job type" options={options} value="part-time" onChange={onChange} />,
    );
    await expect.element(select).toHaveValue('part-time');
  });

  it('announces its error', async () => {
    await render(<Select label="Job type" options={options} error="Please choose a job type." />);
    const select = page.getByRole('combobox', { name: 'Job type' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('Please choose a job type.');
  });
});
