import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@globalhire/ui';

const sections = [
  {
    value: 'overview',
    label: 'Overview',
    content: 'A 300-bed hospital in Dubai is hiring registered nurses for its intensive care unit.',
  },
  {
    value: 'requirements',
    label: 'Requirements',
    content: 'Bachelor of Science in Nursing and two years of ICU experience.',
  },
  {
    value: 'benefits',
    label: 'Benefits',
    content: 'Visa sponsorship, housing, an annual flight home and health insurance.',
  },
];

const parts = [
  <TabsList key="list" aria-label="Job details">
    {sections.map((section) => (
      <TabsTrigger key={section.value} value={section.value}>
        {section.label}
      </TabsTrigger>
    ))}
  </TabsList>,
  ...sections.map((section) => (
    <TabsContent key={section.value} value={section.value}>
      <Text>{section.content}</Text>
    </TabsContent>
  )),
];

const meta = {
  title: 'Layout/Tabs',
  id: 'components-tabs',
  component: Tabs,
  args: { defaultValue: 'overview', children: parts },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    children: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys move between tabs and show each one's panel; End jumps to the last. */
export const Keyboard: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const requirements = canvas.getByRole('tab', { name: 'Requirements' });
    await expect(requirements).toHaveFocus();
    await expect(requirements).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Requirements' })).toHaveTextContent(
      'two years of ICU experience',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Benefits' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

/** Manual activation: arrows only move focus, Enter or Space shows the panel. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const requirements = canvas.getByRole('tab', { name: 'Requirements' });
    await expect(requirements).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(requirements).toHaveAttribute('aria-selected', 'true');
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('benefits');
  return (
    <>
      <Text tone="muted">Showing: {value}</Text>
      <Tabs value={value} onValueChange={setValue}>
        {parts}
      </Tabs>
    </>
  );
}

/** The page owns the selected tab, e.g. to keep it in the address. */
export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing: benefits')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(canvas.getByText('Showing: overview')).toBeVisible();
    await expect(canvas.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const DisabledTab: Story = {
  args: {
    children: [
      <TabsList key="list" aria-label="Job details">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="requirements">Requirements</TabsTrigger>
        <TabsTrigger value="interview" disabled>
          Interview
        </TabsTrigger>
      </TabsList>,
      ...parts.slice(1, 3),
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
