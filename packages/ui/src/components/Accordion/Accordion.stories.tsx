import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionItem, accordionTypes } from '@globalhire/ui';

const faqs = [
  {
    value: 'how-long',
    question: 'How long does the process take?',
    answer:
      'On average 4 to 12 weeks from profile approval to a job offer, not counting the time the visa takes.',
  },
  {
    value: 'guarantee',
    question: 'Do you guarantee a job placement?',
    answer:
      'No placement is guaranteed. We apply on your behalf to employers whose roles match your profile.',
  },
  {
    value: 'updates',
    question: 'How will I hear about my applications?',
    answer: 'You get updates through your dashboard or by email.',
  },
  {
    value: 'fees',
    question: 'What does it cost?',
    answer:
      'The registration fee is USD 150, one-time and non-refundable. The success fee of USD 10,000 is payable only after both a confirmed job offer and visa approval.',
  },
];

const items = faqs.map((faq) => (
  <AccordionItem key={faq.value} value={faq.value} title={faq.question}>
    {faq.answer}
  </AccordionItem>
));

const meta = {
  title: 'Layout/Accordion',
  id: 'components-accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true, children: items },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    collapsible: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The FAQ mode: opening one question closes the other, and the open one can be closed again. */
export const SingleOpen: Story = {
  tags: ['visual-after-play', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How long does the process take?' });
    const second = canvas.getByRole('button', { name: 'Do you guarantee a job placement?' });

    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('region', { name: 'How long does the process take?' }),
    ).toBeVisible();

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The closing panel animates out before it leaves the page.
    await waitFor(() => expect(canvas.getAllByRole('region')).toHaveLength(1));

    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryAllByRole('region')).toHaveLength(0));

    await userEvent.click(second);
    await expect(
      canvas.getByRole('region', { name: 'Do you guarantee a job placement?' }),
    ).toHaveTextContent('No placement is guaranteed.');
  },
};

/** Arrow keys move between questions; Enter or Space opens one. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'How long does the process take?' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: 'Do you guarantee a job placement?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'What does it cost?' })).toHaveFocus();
  },
  tags: ['!dev'],
};

export const OpenByDefault: Story = {
  args: { type: 'single', collapsible: true, defaultValue: 'how-long' },
};

/** `type="multiple"` lets several items stay open at once. */
export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'How long does the process take?' }));
    await userEvent.click(canvas.getByRole('button', { name: 'What does it cost?' }));
    await waitFor(() => expect(canvas.getAllByRole('region')).toHaveLength(2));
  },
};

export const DisabledItem: Story = {
  args: {
    children: [
      ...items.slice(0, 2),
      <AccordionItem key="closed" value="closed" title="Can I pay in instalments?" disabled>
        Not yet.
      </AccordionItem>,
    ],
  },
};

export const LongContent: Story = {
  args: {
    defaultValue: 'long',
    children: [
      <AccordionItem
        key="long"
        value="long"
        title="Which documents do I need for a work visa application, and who translates and certifies them if they are not in English?"
      >
        You usually need a passport valid for at least two years, your degree certificates and
        transcripts, proof of professional registration, reference letters from your last two
        employers, a police clearance certificate and a medical report. Documents that are not in
        English are translated by a certified translator; we arrange this from USD 30 per page.
        Credential evaluation, which some countries require before they issue a visa for regulated
        professions, is available from USD 100.
      </AccordionItem>,
      ...items.slice(0, 2),
    ],
  },
};

export const NarrowViewport: Story = {
  args: { defaultValue: 'fees' },
  globals: { viewport: { value: 'mobile' } },
};

export const Dark: Story = {
  args: { defaultValue: 'how-long' },
  globals: { theme: 'dark' },
  tags: ['!dev'],
};

export const Playground: Story = {};
