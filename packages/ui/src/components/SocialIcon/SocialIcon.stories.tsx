import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialIcon, socialNetworks, vars } from '@globalhire/ui';

const meta = {
  title: 'Foundations/SocialIcon',
  id: 'components-socialicon',
  component: SocialIcon,
  args: { network: 'linkedin' },
  argTypes: { network: { control: 'inline-radio', options: socialNetworks } },
  decorators: [
    (Story) => (
      <div style={{ fontSize: vars.fontSize.h3, color: vars.color.text }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // Decorative: the link around it names it.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const AllNetworks: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: vars.space.large }}>
      {socialNetworks.map((network) => (
        <SocialIcon key={network} network={network} />
      ))}
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AllNetworks.render,
  tags: ['!dev'],
};

export const Playground: Story = {};
