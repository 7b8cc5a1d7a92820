import { TeamMemberCard, initialsOf } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Amara Okafor')).toBe('AO');
    expect(initialsOf('Mei Lin Zhou')).toBe('MZ');
    expect(initialsOf('  rafael   mendes ')).toBe('RM');
  });

  it('copes with one name or none', () => {
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });
});

describe('TeamMemberCard', () => {
  it('names each social link by its label, not its icon', async () => {
    await render(
      <TeamMemberCard
        name="Amara Okafor"
        jobTitle="Chief Executive Officer"
        socialLinks={[
          {
            href: 'https://example.com/in/amara',
            label: 'Amara Okafor on LinkedIn',
            icon: <svg />,
          },
          { href: 'mailto:amara@example.com', label: 'Email Amara Okafor', icon: <svg /> },
        ]}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Amara Okafor on LinkedIn' }))
      .toHaveAttribute('href', 'https://example.com/in/amara');
    await expect.element(page.getByRole('link', { name: 'Email Amara Okafor' })).toBeVisible();
  });

  it('shows initials, hidden from screen readers, when there is no portrait', async () => {
    const { container } = await render(<TeamMemberCard name="Rafael Mendes" jobTitle="CTO" />);
    const initials = page.getByText('RM');
    await expect.element(initials).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders no empty list without social links', async () => {
    await render(<TeamMemberCard name="Rafael Mendes" jobTitle="CTO" />);
    await expect.element(page.getByRole('list')).not.toBeInTheDocument();
  });

  it('uses the heading level asked for', async () => {
    await render(<TeamMemberCard name="Mei Lin Zhou" jobTitle="Director" headingLevel={2} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Mei Lin Zhou' }))
      .toBeVisible();
  });
});
