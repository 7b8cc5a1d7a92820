import { ShortcutCard, UIProvider, type LinkComponentProps } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('ShortcutCard', () => {
  it('is one link named by its title, not its description', async () => {
    await render(
      <ShortcutCard
        href="/admin/jobs"
        title="Manage Jobs"
        description="Review and approve listings."
      />,
    );
    const link = page.getByRole('link');
    await expect.element(link).toHaveAccessibleName('Manage Jobs');
    await expect.element(link).toHaveAttribute('href', '/admin/jobs');
  });

  it('clicking anywhere on the card follows the link', async () => {
    const { container } = await render(
      <ShortcutCard
        href="#shortcut-target"
        title="Manage Jobs"
        description="Review and approve listings."
      />,
    );
    const card = container.querySelector('[data-slot="shortcut-card"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(card.right - 4, card.bottom - 4);
    expect(hit?.closest('a')).toHaveAttribute('href', '#shortcut-target');
  });

  it('puts the title in the heading level asked for', async () => {
    await render(<ShortcutCard href="/x" title="Saved Jobs" headingLevel={2} />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Saved Jobs' })).toBeVisible();
  });

  it('renders through the app link component', async () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a data-router-link href={`/app${href}`} {...props}>
        {children}
      </a>
    );
    await render(
      <UIProvider linkComponent={RouterLink}>
        <ShortcutCard href="/applicant/cv" title="My CV / Resume" />
      </UIProvider>,
    );
    await expect.element(page.getByRole('link')).toHaveAttribute('href', '/app/applicant/cv');
  });
});
