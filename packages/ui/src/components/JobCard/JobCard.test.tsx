import { JobCard } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('JobCard', () => {
  it('shows only the facts it is given', async () => {
    const screen = await render(
      <JobCard
        title="Electrician"
        href="/jobs/3"
        company="Emerald Build"
        location="Dublin, Ireland"
        salary="€28 per hour"
      />,
    );
    const facts = [...screen.container.querySelectorAll('[data-fact]')].map((fact) =>
      fact.getAttribute('data-fact'),
    );
    expect(facts).toEqual(['location', 'salary']);
    expect(screen.container.querySelector('[data-slot="badge"]')).toBeNull();
  });

  it('names its single link by the title and describes it by the company', async () => {
    await render(<JobCard title="Electrician" href="/jobs/3" company="Emerald Build" />);
    const link = page.getByRole('link', { name: 'Electrician' });
    await expect.element(link).toHaveAccessibleDescription('Emerald Build');
  });

  it('shows badges in their tones and marks featured cards', async () => {
    const screen = await render(
      <JobCard
        title="Nurse"
        href="/jobs/1"
        company="Sydney Health"
        featured
        badges={[
          { label: 'Featured', tone: 'brand' },
          { label: 'Visa sponsorship', tone: 'positive' },
        ]}
      />,
    );
    const badges = [...screen.container.querySelectorAll('[data-slot="badge"]')];
    expect(badges.map((badge) => badge.textContent)).toEqual(['Featured', 'Visa sponsorship']);
    expect(badges[0]?.className).not.toBe(badges[1]?.className);
    expect(
      screen.container.querySelector('[data-slot="job-card"]')?.getAttribute('data-featured'),
    ).toBe('true');
  });

  it("uses the company's initial when there is no logo, hidden from screen readers", async () => {
    const screen = await render(<JobCard title="Nurse" href="/jobs/1" company="sydney health" />);
    const logo = screen.container.querySelector('[data-slot="company-logo"]');
    expect(logo?.textContent).toBe('S');
    expect(logo?.getAttribute('aria-hidden')).toBe('true');
  });

  it('uses the heading element it is asked for', async () => {
    await render(<JobCard title="Nurse" href="/jobs/1" company="Sydney Health" titleAs="h2" />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Nurse' })).toBeVisible();
  });

  it('has no Save toggle unless asked for one', async () => {
    const screen = await render(<JobCard title="Nurse" href="/jobs/1" company="Sydney Health" />);
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('toggles Save / Saved, named by the job, pressed when saved', async () => {
    const calls: boolean[] = [];
    const screen = await render(
      <JobCard
        title="Nurse"
        href="/jobs/1"
        company="Sydney Health"
        onSaveToggle={(next) => calls.push(next)}
      />,
    );
    const save = page.getByRole('button', { name: 'Save Nurse' });
    await expect.element(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    expect(calls).toEqual([true]);

    await screen.rerender(
      <JobCard
        title="Nurse"
        href="/jobs/1"
        company="Sydney Health"
        saved
        onSaveToggle={(next) => calls.push(next)}
      />,
    );
    const saved = page.getByRole('button', { name: 'Saved Nurse' });
    await expect.element(saved).toHaveAttribute('aria-pressed', 'true');
    await expect.element(saved).toHaveTextContent('Saved');
    await saved.click();
    expect(calls).toEqual([true, false]);
  });

  it('sends a viewer who must sign in first to saveHref by a GET form, its toggle unpressed', async () => {
    await render(
      <>
        <JobCard
          title="Nurse"
          href="/jobs/1"
          company="Sydney Health"
          saveHref="/login?returnTo=%2Fjobs%3Fsave%3D1"
        />
        <JobCard title="Vet" href="/jobs/2" company="Sydney Health" onSaveToggle={() => {}} />
      </>,
    );
    const save = page.getByRole('button', { name: 'Save Nurse' });
    await expect.element(save).toHaveAttribute('aria-pressed', 'false');
    await expect.element(save).toHaveAttribute('type', 'submit');
    const form = save.element().closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/login');
    expect(Object.fromEntries(new FormData(form))).toEqual({ returnTo: '/jobs?save=1' });
    const toggle = page.getByRole('button', { name: 'Save Vet' }).element();
    expect(save.element().className).toBe(toggle.className);
  });

  it('keeps a press on the visitor toggle for onSaveToggle when it is given', async () => {
    const calls: boolean[] = [];
    await render(
      <JobCard
        title="Nurse"
        href="/jobs/1"
        company="Sydney Health"
        saveHref="/login?returnTo=%2Fjobs%3Fsave%3D1"
        onSaveToggle={(next) => calls.push(next)}
      />,
    );
    await page.getByRole('button', { name: 'Save Nurse' }).click();
    expect(calls).toEqual([true]);
    expect(window.location.pathname).not.toBe('/login');
  });
});
