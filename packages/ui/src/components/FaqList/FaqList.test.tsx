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

const summaries = () => [
  ...document.querySelectorAll<HTMLElement>('[data-slot="faq-item"] > summary'),
];
const questions = () => summaries().map((summary) => summary.textContent);
const entry = (question: string) =>
  summaries().find((summary) => summary.textContent === question)!
    .parentElement as HTMLDetailsElement;
const openQuestions = () =>
  summaries()
    .filter((summary) => (summary.parentElement as HTMLDetailsElement).open)
    .map((summary) => summary.textContent);

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
    expect(openQuestions()).toEqual(['What does it cost?']);
    await expect.element(page.getByText('A registration fee of USD 150.')).toBeVisible();
    await expect.element(page.getByText('4 to 12 weeks on average.')).not.toBeVisible();
  });

  it('keeps one answer open: opening a second question closes the first', async () => {
    await render(<FaqList items={items} {...texts} />);
    expect(openQuestions()).toEqual([]);
    await page.getByText('How long does it take?').click();
    await expect.element(page.getByText('4 to 12 weeks on average.')).toBeVisible();
    await page.getByText('What does it cost?').click();
    await expect.element(page.getByText('A registration fee of USD 150.')).toBeVisible();
    await expect.element(page.getByText('4 to 12 weeks on average.')).not.toBeVisible();
    expect(openQuestions()).toEqual(['What does it cost?']);
    await page.getByText('What does it cost?').click();
    await expect.element(page.getByText('A registration fee of USD 150.')).not.toBeVisible();
  });

  it('is native HTML: entries are <details> sharing a name, distinct between lists', async () => {
    await render(
      <>
        <FaqList items={items} {...texts} />
        <FaqList items={items} {...texts} searchLabel="Other search" />
      </>,
    );
    const names = [...document.querySelectorAll('details')].map((details) => details.name);
    expect(names).toHaveLength(4);
    expect(names[0]).not.toBe('');
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toBe(names[3]);
    expect(names[2]).not.toBe(names[0]);
    // Opening in one list leaves the other's open entry alone.
    await page.getByText('How long does it take?').first().click();
    await page.getByText('What does it cost?').last().click();
    expect(openQuestions()).toEqual(['How long does it take?', 'What does it cost?']);
  });

  it('opens and closes from the keyboard', async () => {
    await render(<FaqList items={items} {...texts} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(summaries()[0]);
    await userEvent.keyboard('{Enter}');
    expect(openQuestions()).toEqual(['How long does it take?']);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    expect(openQuestions()).toEqual(['What does it cost?']);
  });

  it('puts each question in a heading of the level asked for', async () => {
    await render(<FaqList items={items} {...texts} questionHeadingLevel={2} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'What does it cost?' }))
      .toBeInTheDocument();
    expect(entry('What does it cost?').querySelector('summary h2')).not.toBeNull();
  });

  it('keeps an answer open while a search hides it and shows it again', async () => {
    await render(<FaqList items={items} {...texts} />);
    await page.getByText('What does it cost?').click();
    const search = page.getByRole('searchbox');
    await userEvent.type(search, 'weeks');
    expect(questions()).toEqual(['How long does it take?']);
    await userEvent.clear(search);
    expect(openQuestions()).toEqual(['What does it cost?']);
  });

  it('with a searchName, the search is a GET form a server can answer', async () => {
    await render(<FaqList items={items} {...texts} searchName="q" />);
    const form = page.getByRole('search').element() as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(page.getByRole('searchbox', { name: 'Search questions' }).element()).toHaveProperty(
      'name',
      'q',
    );
    // With the app the list follows the typing; Enter does not reload the page.
    const prevented: boolean[] = [];
    const onSubmit = (event: SubmitEvent) => prevented.push(event.defaultPrevented);
    window.addEventListener('submit', onSubmit);
    await userEvent.type(page.getByRole('searchbox'), 'usd{Enter}');
    window.removeEventListener('submit', onSubmit);
    expect(prevented).toEqual([true]);
    expect(questions()).toEqual(['What does it cost?']);
  });
});
