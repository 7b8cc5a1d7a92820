import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsStrip, statsStripTones } from '@globalhire/ui';

const meta = {
  title: 'Job board/StatsStrip',
  id: 'components-statsstrip',
  component: StatsStrip,
  args: {
    items: [
      { label: 'Total Active Jobs', value: '1,284' },
      { label: 'New Jobs (30 Days)', value: '312' },
    ],
    loading: false,
    tone: 'surface',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: statsStripTones },
  },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each figure is described by its label: a definition list pairs them for screen readers.
    await expect(canvas.getByText('Total Active Jobs').tagName).toBe('DT');
    await expect(canvas.getByText('1,284').tagName).toBe('DD');
    await expect(canvas.queryByText('...')).toBeNull();
  },
};

/** While the counts load every value reads '...' and the list is busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('...')).toHaveLength(2);
    await expect(canvas.queryByText('1,284')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="stats-strip"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Brand: Story = { args: { tone: 'brand' } };

export const BrandLoading: Story = { args: { tone: 'brand', loading: true } };

/** Four figures with long labels wrap into a grid. */
export const LongContent: Story = {
  args: {
    items: [
      { label: 'Total Active Jobs', value: '12,840' },
      { label: 'New Jobs (30 Days)', value: '3,126' },
      { label: 'Employers hiring internationally this month', value: '486' },
      { label: 'Countries with open roles', value: '38' },
    ],
  },
};

/** No counts yet: zeros, not an empty strip. */
export const Empty: Story = {
  args: {
    items: [
      { label: 'Total Active Jobs', value: 0 },
      { label: 'New Jobs (30 Days)', value: 0 },
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkBrand: Story = {
  args: { tone: 'brand' },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
