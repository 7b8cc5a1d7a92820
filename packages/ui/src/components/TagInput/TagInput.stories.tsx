import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TagInput } from '@globalhire/ui';

// TagInput is controlled: each story keeps its list in state, as a form does.
function StatefulTagInput(props: ComponentProps<typeof TagInput>) {
  const [tags, setTags] = useState<string[]>([...props.value]);
  return <TagInput {...props} value={tags} onChange={setTags} />;
}

const meta = {
  title: 'Forms/TagInput',
  id: 'components-tag-input',
  component: TagInput,
  args: {
    label: 'Skills',
    hint: 'Press Enter or type a comma after each skill.',
    value: ['Triage', 'Wound care'],
    onChange: () => {},
    placeholder: 'Add a skill',
  },
  argTypes: { onChange: { control: false } },
  render: (args) => <StatefulTagInput {...args} />,
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { value: [] } };

/** Enter and a comma add a tag; a repeat is ignored; Backspace and the × remove one. */
export const AddAndRemove: Story = {
  tags: ['visual-after-play'],
  args: { value: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Skills' });
    await userEvent.type(input, 'Triage{Enter}');
    await userEvent.type(input, 'ICU nursing,');
    await userEvent.type(input, 'triage{Enter}');
    const list = canvas.getByRole('list', { name: 'Skills' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Triage', 'ICU nursing']);
    await userEvent.type(input, 'Phlebotomy{Enter}{Backspace}');
    await expect(canvas.queryByRole('button', { name: 'Remove Phlebotomy' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Triage' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(input).toHaveFocus();
  },
};

/** At the limit further entries are ignored; the hint says what the limit is. */
export const AtLimit: Story = {
  args: {
    label: 'Benefits',
    hint: 'Up to 3 benefits, 30 characters each.',
    value: ['Visa sponsorship', 'Housing', 'Annual flight home'],
    maxTags: 3,
    maxLength: 30,
    placeholder: 'Add a benefit',
  },
};

export const WithError: Story = {
  args: { value: [], required: true, error: 'Add at least one skill.' },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongTags: Story = {
  args: {
    label: 'Requirements',
    hint: undefined,
    value: [
      'Bachelor of Science in Nursing from an accredited university',
      'Two years of ICU experience',
      'Valid BLS and ACLS certificates',
      'DHA licence or eligibility to sit the DHA exam',
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
