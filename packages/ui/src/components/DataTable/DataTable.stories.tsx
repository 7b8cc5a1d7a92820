import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  DataTable,
  Pagination,
  StatusBadge,
  TextInput,
  type DataTableColumn,
  type DataTableSort,
} from '@globalhire/ui';
import { adminJobs, type AdminJob } from './DataTable.fixtures';

const columns: DataTableColumn<AdminJob>[] = [
  { key: 'title', header: 'Job Title', sortable: true },
  { key: 'company', header: 'Company', sortable: true },
  {
    key: 'status',
    header: 'Status',
    nowrap: true,
    cell: (job) => <StatusBadge status={job.status} />,
  },
  { key: 'applications', header: 'Applications', sortable: true, align: 'end' },
  { key: 'posted', header: 'Posted', sortable: true, nowrap: true },
];

// Approve and Reject show only on pending jobs, as on the admin jobs screen.
const rowActions = {
  header: 'Actions',
  cell: (job: AdminJob) =>
    job.status === 'pending' ? (
      <>
        <Button size="small" tone="positive" variant="soft" aria-label={`Approve ${job.title}`}>
          Approve
        </Button>
        <Button size="small" tone="critical" variant="soft" aria-label={`Reject ${job.title}`}>
          Reject
        </Button>
      </>
    ) : (
      <Button size="small" tone="neutral" variant="ghost" aria-label={`View ${job.title}`}>
        View
      </Button>
    ),
};

const compare = (a: AdminJob, b: AdminJob, key: string): number => {
  const left = a[key as keyof AdminJob];
  const right = b[key as keyof AdminJob];
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right));
};

// An instantiation expression, so the args are typed for admin jobs.
const AdminJobsTable = DataTable<AdminJob>;

const meta = {
  title: 'Layout/DataTable',
  id: 'components-datatable',
  component: AdminJobsTable,
  tags: ['visual-mobile'],
  args: {
    caption: 'All jobs',
    columns,
    rows: adminJobs,
    getRowId: (job) => job.id,
    emptyTitle: 'No jobs yet',
    emptyDescription: 'Jobs employers post will appear here for approval.',
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    rowActions: { control: false },
    toolbar: { control: false },
    pagination: { control: false },
  },
} satisfies Meta<typeof AdminJobsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin jobs list: sortable columns, statuses and per-row actions; the caller sorts. */
export const Default: Story = {
  render: function SortedTable(args) {
    const [sort, setSort] = useState<DataTableSort | null>(null);
    const rows = useMemo(() => {
      if (!sort) return adminJobs;
      const sorted = [...adminJobs].sort((a, b) => compare(a, b, sort.key));
      return sort.direction === 'ascending' ? sorted : sorted.reverse();
    }, [sort]);
    return (
      <DataTable
        {...args}
        rows={rows}
        rowActions={rowActions}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          args.onSortChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const titleHeader = canvas.getByRole('columnheader', { name: 'Job Title' });
    const sortByTitle = within(titleHeader).getByRole('button', { name: 'Job Title' });
    const firstTitle = () => within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0];

    await expect(titleHeader).not.toHaveAttribute('aria-sort');
    await step('first click sorts ascending', async () => {
      await userEvent.click(sortByTitle);
      await expect(args.onSortChange).toHaveBeenLastCalledWith({
        key: 'title',
        direction: 'ascending',
      });
      await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(firstTitle()).toHaveTextContent('Civil Engineer');
    });
    await step('second click sorts descending', async () => {
      await userEvent.click(sortByTitle);
      await expect(args.onSortChange).toHaveBeenLastCalledWith({
        key: 'title',
        direction: 'descending',
      });
      await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(firstTitle()).toHaveTextContent('Software Engineer');
    });
    await step('another column takes the sort over', async () => {
      const applicationsHeader = canvas.getByRole('columnheader', { name: 'Applications' });
      await userEvent.click(within(applicationsHeader).getByRole('button'));
      await expect(applicationsHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(titleHeader).not.toHaveAttribute('aria-sort');
    });
    await step('pending jobs offer Approve and Reject', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Approve / })).toHaveLength(2);
    });
  },
};

/** Toolbar above, pagination below: the full admin list. */
export const WithToolbarAndPagination: Story = {
  args: {
    caption: 'All jobs',
    captionVisible: true,
    rowActions,
    toolbar: <TextInput type="search" label="Search jobs" placeholder="Title or company" />,
    pagination: (
      <Pagination
        page={1}
        pageCount={4}
        pageInfo="Page 1 of 4"
        previousLabel="Previous"
        nextLabel="Next"
      />
    ),
  },
};

export const Loading: Story = {
  args: { loading: true, rowActions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Registered Nurse')).toBeNull();
    await expect(
      canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]'),
    ).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No jobs yet')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Job Title' })).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    error: 'The jobs could not be loaded. Check your connection and try again.',
    errorTitle: 'Something went wrong',
    errorAction: (
      <Button size="small" variant="outline" tone="neutral">
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The jobs could not be loaded',
    );
  },
};

export const LongContent: Story = {
  args: {
    rows: [
      {
        id: 'long',
        title:
          'Senior Registered Nurse – Intensive Care Unit, Night Shift Rotation with Relocation Package',
        company: 'St Vincent’s Hospital Sydney and Affiliated Regional Health Services',
        status: 'pending',
        applications: 1284,
        posted: '2025-03-14',
      },
      ...adminJobs,
    ],
  },
};

/**
 * At 375 px each row is a card: every value under its column's name, statuses whole (no
 * 'Pending app…'), nothing to scroll sideways; the sortable headers stay as buttons.
 */
export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    rowActions,
    columns: columns.map((column) =>
      column.key === 'status'
        ? {
            ...column,
            cell: (job: AdminJob) => (
              <StatusBadge
                status={job.status}
                label={job.status === 'pending' ? 'Pending approval' : undefined}
              />
            ),
          }
        : column,
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const scroller = canvas.getByRole('region', { name: 'All jobs' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const badges = canvas.getAllByText('Pending approval');
    await expect(badges).toHaveLength(2);
    for (const badge of badges) {
      await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(
        canvasElement.getBoundingClientRect().right,
      );
    }
    const statusCell = badges[0]!.closest('td')!;
    await expect(getComputedStyle(statusCell, '::before').content).toBe('"Status"');
    await expect(canvas.getByRole('button', { name: 'Job Title' })).toBeVisible();
  },
};

/** Wide enough, the same table keeps its columns and shows no repeated labels. */
export const WideViewport: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { rowActions },
  play: async ({ canvas }) => {
    const statusCell = canvas.getAllByRole('cell')[2]!;
    await expect(getComputedStyle(statusCell, '::before').content).toBe('none');
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { rowActions, sort: { key: 'posted', direction: 'descending' } },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: { rowActions },
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: { rowActions },
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
