import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepList, stepListLayouts } from '@globalhire/ui';

const meta = {
  title: 'Navigation/StepList',
  id: 'components-steplist',
  component: StepList,
  parameters: { layout: 'padded' },
  args: {
    layout: 'horizontal',
    titleAs: 'h3',
    steps: [
      {
        title: 'Register your CV',
        description: 'Create a free profile and upload your CV in a few minutes.',
      },
      {
        title: 'Get matched',
        description: 'Our recruiters match you with employers who sponsor visas.',
      },
      {
        title: 'Interview',
        description: 'We arrange interviews and help you prepare for each one.',
      },
      {
        title: 'Relocate',
        description: 'Visa and relocation guidance until your first day abroad.',
      },
    ],
  },
  argTypes: {
    layout: { control: 'inline-radio', options: stepListLayouts },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(
      within(steps[2]!).getByRole('heading', { level: 3, name: 'Interview' }),
    ).toBeVisible();
    // The big number is decoration: the ordered list already tells screen readers the position.
    await expect(within(steps[2]!).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Vertical: Story = { args: { layout: 'vertical' } };

export const LongContent: Story = {
  args: {
    layout: 'vertical',
    steps: [
      {
        title: 'Register your CV and complete your candidate profile with your full work history',
        description:
          'Tell us about your qualifications, licences and registrations, the countries you would like to work in, and when you could start. The more complete your profile, the faster our recruiters can match you with employers who sponsor visas.',
      },
      {
        title: 'Get matched',
        description: 'Our recruiters match you with employers who sponsor visas.',
      },
      { title: 'Relocate' },
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
