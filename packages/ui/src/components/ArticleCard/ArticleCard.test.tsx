import { ArticleCard } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const base = {
  href: '/blog/green-list',
  title: "New Zealand's Green List, explained",
  excerpt: 'Which roles offer a straight-to-residence pathway.',
};

describe('ArticleCard', () => {
  it('is an article whose one link is named by the title', async () => {
    await render(<ArticleCard {...base} />);
    await expect.element(page.getByRole('article')).toBeVisible();
    const link = page.getByRole('link');
    await expect.element(link).toHaveAccessibleName("New Zealand's Green List, explained");
    await expect.element(link).toHaveAttribute('href', '/blog/green-list');
  });

  it('a cover image is decorative unless given alternative text', async () => {
    const { container, rerender } = await render(<ArticleCard {...base} imageUrl={pixel} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    await rerender(<ArticleCard {...base} imageUrl={pixel} imageAlt="Auckland harbour" />);
    await expect.element(page.getByRole('img', { name: 'Auckland harbour' })).toBeInTheDocument();
  });

  it('the image slot wins over the URL', async () => {
    const { container } = await render(
      <ArticleCard {...base} imageUrl={pixel} image={<span data-testid="custom-cover" />} />,
    );
    await expect.element(page.getByTestId('custom-cover')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('gives the date a machine-readable time', async () => {
    await render(<ArticleCard {...base} date="8 January 2025" dateTime="2025-01-08" />);
    await expect
      .element(page.getByText('8 January 2025'))
      .toHaveAttribute('datetime', '2025-01-08');
  });

  it('separates author and date only when both are there', async () => {
    const { container, rerender } = await render(
      <ArticleCard {...base} author="Daniel Okoye" date="8 January 2025" />,
    );
    expect(container.textContent).toContain('Daniel Okoye•8 January 2025');
    await rerender(<ArticleCard {...base} author="Daniel Okoye" />);
    expect(container.textContent).not.toContain('•');
    await rerender(<ArticleCard {...base} />);
    expect(container.querySelector('time')).toBeNull();
  });

  it('shows the category', async () => {
    await render(<ArticleCard {...base} category="Visa & Immigration" />);
    await expect.element(page.getByText('Visa & Immigration')).toBeVisible();
  });
});
