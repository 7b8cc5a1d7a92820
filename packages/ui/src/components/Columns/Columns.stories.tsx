import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Box,
  Column,
  Columns,
  Text,
  columnWidths,
  columnsAlignsY,
  columnsCollapseBreakpoints,
  type ColumnWidth,
} from '@globalhire/ui';

function Panel({ label, tall = false }: { label: string; tall?: boolean }) {
  return (
    <Box
      background="brandSoft"
      borderRadius="medium"
      padding="medium"
      paddingY={tall ? 'xxlarge' : 'medium'}
    >
      <Text size="small" weight="medium">
        {label}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Layout/Columns',
  id: 'components-columns',
  component: Columns,
  tags: ['visual-mobile'],
  args: {
    space: 'large',
    children: [
      <Column key="a">
        <Panel label="Fluid" />
      </Column>,
      <Column key="b">
        <Panel label="Fluid" />
      </Column>,
      <Column key="c">
        <Panel label="Fluid" />
      </Column>,
    ],
  },
  argTypes: {
    collapseBelow: { control: 'inline-radio', options: [undefined, ...columnsCollapseBreakpoints] },
    alignY: { control: 'inline-radio', options: columnsAlignsY },
    space: {
      control: 'select',
      options: ['none', 'xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge'],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each fraction next to a fluid column that takes the rest. */
export const Widths: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      {columnWidths.map((width: ColumnWidth) => (
        <Columns key={width} {...args}>
          <Column width={width}>
            <Panel label={width} />
          </Column>
          <Column>
            <Panel label="Fluid" />
          </Column>
        </Columns>
      ))}
    </Box>
  ),
};

/** Fractions that add up to one fill the row exactly, whatever the space between. */
export const Fractions: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="medium">
      <Columns {...args}>
        <Column width="1/3">
          <Panel label="1/3" />
        </Column>
        <Column width="2/3">
          <Panel label="2/3" />
        </Column>
      </Columns>
      <Columns {...args}>
        {(['1/4', '1/4', '1/4', '1/4'] as const).map((width, index) => (
          <Column key={index} width={width}>
            <Panel label={width} />
          </Column>
        ))}
      </Columns>
    </Box>
  ),
};

export const AlignY: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="a" width="content">
        <Panel label="Centred" />
      </Column>,
      <Column key="b">
        <Panel label="Tall column" tall />
      </Column>,
    ],
  },
};

/** Stacked on phones, side by side from tablet: the job page's main column and sidebar. */
export const CollapseBelowTablet: Story = {
  args: {
    collapseBelow: 'tablet',
    children: [
      <Column key="main" width="2/3">
        <Panel label="Job description" tall />
      </Column>,
      <Column key="side">
        <Panel label="Apply" />
      </Column>,
    ],
  },
};

export const NarrowViewport: Story = {
  ...CollapseBelowTablet,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const main = canvas.getByText('Job description').getBoundingClientRect();
    const side = canvas.getByText('Apply').getBoundingClientRect();
    await expect(side.top).toBeGreaterThan(main.bottom);
  },
};

export const LongContent: Story = {
  args: {
    collapseBelow: 'tablet',
    children: [
      <Column key="a">
        <Text>
          Relocation support covers your visa application, medical checks, flights and the first
          month of housing, so you can focus on settling into the new role.
        </Text>
      </Column>,
      <Column key="b" width="content">
        <Text weight="semibold">AED 14,000 / month</Text>
      </Column>,
    ],
  },
};

export const Dark: Story = { ...Fractions, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = { args: { alignY: 'top' } };
