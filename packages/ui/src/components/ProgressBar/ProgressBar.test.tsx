import { ProgressBar } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { progressPercent } from './ProgressBar';

describe('progressPercent', () => {
  it('rounds, clamps, and survives a bad max', () => {
    expect(progressPercent(45)).toBe(45);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(150)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value', async () => {
    await render(<ProgressBar label="Uploading CV" value={30} showValue />);
    const bar = page.getByRole('progressbar', { name: 'Uploading CV' });
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    await expect.element(bar).toHaveAttribute('aria-valuenow', '30');
    await expect.element(page.getByText('30%')).toBeVisible();
  });

  it('fills the track in proportion to the value', async () => {
    await render(
      <div style={{ width: '400px' }}>
        <ProgressBar label="Progress" value={25} />
      </div>,
    );
    const track = page.getByRole('progressbar').element();
    const fill = track.firstElementChild as Element;
    expect(fill.getBoundingClientRect().width).toBeCloseTo(
      track.getBoundingClientRect().width / 4,
      0,
    );
  });

  it('with hideLabel keeps the name for screen readers only', async () => {
    await render(<ProgressBar label="Hidden label" value={10} hideLabel />);
    await expect
      .element(page.getByRole('progressbar', { name: 'Hidden label' }))
      .toBeInTheDocument();
    expect(page.getByText('Hidden label').elements()).toHaveLength(0);
  });
});
