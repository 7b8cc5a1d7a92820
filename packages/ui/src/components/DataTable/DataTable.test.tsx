import { DataTable, nextSort, type DataTableColumn, type DataTableSort } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('nextSort', () => {
  it('starts a new column ascending', () => {
    expect(nextSort(null, 'title')).toEqual({ key: 'title', direction: 'ascending' });
    expect(nextSort({ key: 'posted', direction: 'descending' }, 'title')).toEqual({
      key: 'title',
      direction: 'ascending',
    });
  });

  it('flips the sorted column', () => {
    expect(nextSort({ key: 'title', direction: 'ascending' }, 'title')).toEqual({
      key: 'title',
      direction: 'descending',
    });
    expect(nextSort({ key: 'title', direction: 'descending' }, 'title')).toEqual({
      key: 'title',
      direction: 'ascending',
    });
  });
});

interface Candidate {
  id: string;
  name: string;
  applications: number;
  tags: string[];
}

const rows: Candidate[] = [
  { id: 'c1', name: 'Amara Okafor', applications: 4, tags: ['nurse'] },
  { id: 'c2', name: 'James Whitfield', applications: 0, tags: [] },
];

const columns: DataTableColumn<Candidate>[] = [
  { key: 'name', header: 'Name', sortable: true },
  { key: 'applications', header: 'Applications', sortable: true, align: 'end' },
  { key: 'tags', header: 'Tags' },
  { key: 'summary', header: 'Summary', cell: (row) => `${row.name} (${row.applications})` },
];

const base = {
  caption: 'Candidates',
  columns,
  rows,
  getRowId: (row: Candidate) => row.id,
  emptyTitle: 'No candidates yet',
};

const cellTexts = () =>
  page
    .getByRole('row')
    .elements()
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('DataTable', () => {
  it('is a table named by its caption, in a region of the same name', async () => {
    await render(<DataTable {...base} />);
    await expect.element(page.getByRole('table', { name: 'Candidates' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Candidates' })).toBeVisible();
  });

  it('shows text and number fields as they are, other values only through cell()', async () => {
    await render(<DataTable {...base} />);
    expect(cellTexts()).toEqual([
      ['Amara Okafor', '4', '', 'Amara Okafor (4)'],
      ['James Whitfield', '0', '', 'James Whitfield (0)'],
    ]);
  });

  it('sets aria-sort on the sorted column only, and asks for the next sort on click', async () => {
    const onSortChange = vi.fn<(sort: DataTableSort) => void>();
    await render(
      <DataTable
        {...base}
        sort={{ key: 'name', direction: 'ascending' }}
        onSortChange={onSortChange}
      />,
    );
    const name = page.getByRole('columnheader', { name: 'Name' });
    const applications = page.getByRole('columnheader', { name: 'Applications' });
    await expect.element(name).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(applications).not.toHaveAttribute('aria-sort');

    await name.getByRole('button').click();
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'descending' });
    await applications.getByRole('button').click();
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'applications', direction: 'ascending' });
  });

  it('gives only sortable columns a sort button', async () => {
    await render(<DataTable {...base} />);
    await expect
      .element(page.getByRole('columnheader', { name: 'Tags' }).getByRole('button'))
      .not.toBeInTheDocument();
    expect(page.getByRole('columnheader').getByRole('button').elements()).toHaveLength(2);
  });

  it('adds a named actions column with each row’s actions', async () => {
    await render(
      <DataTable
        {...base}
        rowActions={{
          header: 'Actions',
          cell: (row) => <button type="button">Block {row.name}</button>,
        }}
      />,
    );
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Block James Whitfield' })).toBeVisible();
  });

  it('while loading is busy and shows skeleton rows instead of data', async () => {
    const { container } = await render(
      <DataTable {...base} loading loadingRowCount={3} error="ignored" />,
    );
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(3);
    expect(container.textContent).not.toContain('Amara Okafor');
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  it('an error replaces the rows and is announced', async () => {
    await render(
      <DataTable {...base} error="Could not load candidates." errorTitle="Something went wrong" />,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Could not load candidates.');
    expect(cellTexts()).toEqual([]);
  });

  it('with no rows shows the empty state under the headers', async () => {
    await render(
      <DataTable {...base} rows={[]} emptyDescription="Candidates appear once they register." />,
    );
    await expect.element(page.getByRole('heading', { name: 'No candidates yet' })).toBeVisible();
    await expect.element(page.getByText('Candidates appear once they register.')).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  });

  it('renders the toolbar and pagination slots', async () => {
    await render(
      <DataTable
        {...base}
        toolbar={<input aria-label="Search candidates" />}
        pagination={<nav aria-label="Pages" />}
      />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Search candidates' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('can be scrolled from the keyboard only when it overflows', async () => {
    // Wide enough to keep its columns (36rem), too narrow for these one-line cells.
    const wide: DataTableColumn<Candidate>[] = [
      ...columns,
      {
        key: 'note',
        header: 'Note',
        nowrap: true,
        cell: () => 'Shortlisted for the night-shift rotation in the intensive care unit',
      },
    ];
    const { container, rerender } = await render(
      <div style={{ width: '36rem' }}>
        <DataTable {...base} columns={wide} />
      </div>,
    );
    const region = () => container.querySelector('[role="region"]');
    await expect.poll(() => region()?.getAttribute('tabindex')).toBe('0');
    await rerender(
      <div style={{ width: '80rem' }}>
        <DataTable {...base} columns={wide} />
      </div>,
    );
    await expect.poll(() => region()?.hasAttribute('tabindex')).toBe(false);
  });

  it('reads as cards in a narrow space: each value under its column name, nothing to scroll', async () => {
    const { container } = await render(
      <div style={{ width: '20rem' }}>
        <DataTable {...base} />
      </div>,
    );
    const region = container.querySelector<HTMLElement>('[role="region"]')!;
    await expect.poll(() => region.scrollWidth <= region.clientWidth).toBe(true);
    expect(region.hasAttribute('tabindex')).toBe(false);
    const nameCell = page.getByText('Amara Okafor', { exact: true }).element().closest('td')!;
    expect(getComputedStyle(nameCell, '::before').content).toBe('"Name"');
    // Still a table to assistive technology, with its headers.
    await expect
      .element(page.getByRole('columnheader', { name: 'Applications' }))
      .toBeInTheDocument();
    expect(page.getByRole('row').elements()).toHaveLength(3);
  });
});
