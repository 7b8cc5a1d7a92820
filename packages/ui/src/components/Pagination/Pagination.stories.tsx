import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from '@globalhire/ui';

const meta = {
  title: 'Navigation/Pagination',
  id: 'components-pagination',
  component: Pagination,
  args: {
    page: 1,
    pageCount: 5,
    pageInfo: 'Page 1 of 5',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    onPrevious: fn(),
    onNext: fn(),
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page Previous is disabled; Next works. */
export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(args.onPrevious).not.toHaveBeenCalled();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Page 1 of 5',
    );
  },
};

export const MiddlePage: Story = {
  args: { page: 3, pageInfo: 'Page 3 of 5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** On the last page Next is disabled. */
export const LastPage: Story = {
  args: { page: 5, pageInfo: 'Page 5 of 5' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

/** A single page (or none): both ends are disabled. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1, pageInfo: 'Page 1 of 1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Empty: Story = { args: { page: 1, pageCount: 0, pageInfo: 'No results' } };

/** With hrefs the enabled ends are links (crawlable, URL-synced); an end of the range stays a disabled button. */
export const WithLinks: Story = {
  args: {
    page: 1,
    previousHref: '/jobs?page=0',
    nextHref: '/jobs?page=2',
    onPrevious: undefined,
    onNext: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = canvas.getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '/jobs?page=2');
    await expect(next).toHaveAttribute('rel', 'next');
  },
};

/** Paging through a result list: the page info follows, both ends disable themselves. */
export const Interactive: Story = {
  render: function InteractivePagination(args) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        {...args}
        page={page}
        pageCount={3}
        pageInfo={`Page ${page} of 3`}
        onPrevious={() => setPage((current) => current - 1)}
        onNext={() => setPage((current) => current + 1)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

export const LongContent: Story = {
  args: {
    page: 12,
    pageCount: 148,
    pageInfo: 'Page 12 of 148',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
  },
};

export const NarrowViewport: Story = {
  args: MiddlePage.args,
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = { args: MiddlePage.args, globals: { theme: 'dark' }, tags: ['!dev'] };

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: MiddlePage.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: MiddlePage.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
