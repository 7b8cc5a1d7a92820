import { FaqList, type FaqItem } from '@globalhire/ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const items: FaqItem[] = [
  { id: 'time', question: 'How long does it take?', answer: '4 to 12 weeks on average.' },
  { id: 'fees', question: 'What does it cost?', answer: 'A registration fee of USD 150.' },
];

const texts = { searchLabel: 'Search questions', emptyTitle: 'No questions match your search' };

const questions = () =>
  page
    .getByRole('button')
    .elements()
    .map((button) => button.textContent);

describe('FaqList', () => {
  it('filters as the reader types when it owns the query', async () => {
    const onQueryChange = vi.fn();
    await render(<FaqList items={items} {...texts} onQueryChange={onQueryChange} />);
    await userEvent.type(page.getByRole('searchbox', { name: 'Search questions' }), 'usd');
    expect(questions()).toEqual(['What does it cost?']);
    expect(onQueryChange).toHaveBeenLastCalledWith('usd');
  });

  it('starts from defaultQuery', async () => {
    await render(<FaqList items={items} {...texts} defaultQuery="WEEKS" />);
    expect(questions()).toEqual(['How long does it take?']);
  });

  it('when controlled, shows the query it is given and only reports typing', async () => {
    const onQueryChange = vi.fn();
    await render(<FaqList items={items} {...texts} query="fee" onQueryChange={onQueryChange} />);
    const search = page.getByRole('searchbox');
    await userEvent.type(search, 'x');
    expect(onQueryChange).toHaveBeenLastCalledWith('feex');
    await expect.element(search).toHaveValue('fee');
    expect(questions()).toEqual(['What does it cost?']);
  });

  it('follows the query its owner keeps', async () => {
    function Owner() {
      const [query, setQuery] = useState('');
      return <FaqList items={items} {...texts} query={query} onQueryChange={setQuery} />;
    }
    await render(<Owner />);
    await userEvent.type(page.getByRole('searchbox'), 'long');
    expect(questions()).toEqual(['How long does it take?']);
  });

  it('shows the empty state, with its description, when nothing matches', async () => {
    await render(
      <FaqList
        items={items}
        {...texts}
        emptyDescription="Try another word."
        defaultQuery="pension"
      />,
    );
    await expect
      .element(page.getByRole('heading', { name: 'No questions match your search' }))
      .toBeVisible();
    await expect.element(page.getByText('Try another word.')).toBeVisible();
    expect(questions()).toEqual([]);
  });

  it('announces the count only while searching', async () => {
    await render(
      <FaqList items={items} {...texts} resultsAnnouncement={(count) => `${count} found`} />,
    );
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('');
    await userEvent.type(page.getByRole('searchbox'), 'what');
    await expect.element(status).toHaveTextContent('1 found');
  });

  it('opens the entry given by defaultOpenId', async () => {
    await render(<FaqList items={items} {...texts} defaultOpenId="fees" />);
    await expect
      .element(page.getByRole('button', { name: 'What does it cost?' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('button', { name: 'How long does it take?' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
