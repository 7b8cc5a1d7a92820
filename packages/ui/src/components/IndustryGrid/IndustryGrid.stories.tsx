import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Cpu,
  Factory,
  GraduationCap,
  HardHat,
  HeartPulse,
  Hotel,
  Landmark,
  Megaphone,
} from 'lucide-react';
import { expect, within } from 'storybook/test';
import { IndustryGrid } from '@globalhire/ui';

const meta = {
  title: 'Job board/IndustryGrid',
  id: 'components-industrygrid',
  component: IndustryGrid,
  args: {
    items: [
      { label: 'Technology', icon: <Cpu /> },
      { label: 'Healthcare', icon: <HeartPulse /> },
      { label: 'Finance', icon: <Landmark /> },
      { label: 'Engineering', icon: <HardHat /> },
      { label: 'Marketing', icon: <Megaphone /> },
      { label: 'Education', icon: <GraduationCap /> },
      { label: 'Manufacturing', icon: <Factory /> },
      { label: 'Hospitality', icon: <Hotel /> },
    ],
  },
} satisfies Meta<typeof IndustryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(8);
    await expect(items[0]).toHaveTextContent('Technology');
  },
};

export const WithoutIcons: Story = {
  args: {
    items: ['Technology', 'Healthcare', 'Finance', 'Engineering'].map((label) => ({ label })),
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { label: 'Supply Chain, Logistics & Procurement', icon: <Factory /> },
      { label: 'Banking, Insurance & Investments', icon: <Landmark /> },
      { label: 'Healthcare & Medical', icon: <HeartPulse /> },
      { label: 'IT, Software & Data', icon: <Cpu /> },
    ],
  },
};

/** No industries: nothing is drawn (an empty list would be announced as 'list, 0 items'). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
