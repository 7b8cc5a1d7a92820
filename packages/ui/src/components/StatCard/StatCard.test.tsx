import { StatCard, tokens } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
};

describe('StatCard', () => {
  it('shows the label, the value and the change', async () => {
    await render(<StatCard label="Active Jobs" value="128" delta="+12 this week" />);
    await expect.element(page.getByText('Active Jobs')).toBeVisible();
    await expect.element(page.getByText('128')).toBeVisible();
    await expect.element(page.getByText('+12 this week')).toBeVisible();
  });

  it('while loading is busy, keeps the label and hides the figures', async () => {
    const { container } = await render(
      <StatCard label="Active Jobs" value="128" delta="+12 this week" loading />,
    );
    const card = container.querySelector('[data-slot="stat-card"]');
    expect(card).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('Active Jobs')).toBeVisible();
    expect(container.textContent).not.toContain('128');
    expect(container.textContent).not.toContain('+12 this week');
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(2);
  });

  it('draws no skeleton for a change it was never given', async () => {
    const { container } = await render(<StatCard label="Pending Approvals" value="7" loading />);
    expect(container.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(1);
  });

  it('is not busy once loaded', async () => {
    const { container } = await render(<StatCard label="Pending Approvals" value="7" />);
    expect(container.querySelector('[data-slot="stat-card"]')).not.toHaveAttribute('aria-busy');
  });

  it('colours the change by its tone', async () => {
    const { container } = await render(
      <>
        <StatCard label="Up" value="1" delta="+1" deltaTone="positive" />
        <StatCard label="Down" value="1" delta="-1" deltaTone="critical" />
      </>,
    );
    const [up, down] = container.querySelectorAll('[data-slot="stat-card-delta"]');
    expect(getComputedStyle(up!).color).toBe(rgb(tokens.lightColors.tone.positive.text));
    expect(getComputedStyle(down!).color).toBe(rgb(tokens.lightColors.tone.critical.text));
  });

  it('keeps the icon away from assistive technology', async () => {
    const { container } = await render(
      <StatCard label="Active Jobs" value="128" icon={<svg data-testid="icon" />} />,
    );
    expect(
      container.querySelector('[data-testid="icon"]')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });
});
