import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ButtonLink, FaqList, type FaqItem } from '@globalhire/ui';

const faqs: FaqItem[] = [
  {
    id: 'how-long',
    question: 'How long does the process take?',
    answer:
      'On average 4 to 12 weeks from profile approval to a job offer. Visa processing time comes on top and depends on the destination country.',
  },
  {
    id: 'guarantee',
    question: 'Do you guarantee a job placement?',
    answer:
      'No. We apply on your behalf to roles that match your profile, but no placement is guaranteed.',
  },
  {
    id: 'updates',
    question: 'How will I get updates on my applications?',
    answer: 'Through your dashboard or by email, whenever an application moves forward.',
  },
  {
    id: 'countries',
    question: 'Which countries do you recruit for?',
    answer: 'Australia, Canada, the United Kingdom, Ireland, New Zealand and the United States.',
  },
  {
    id: 'fees',
    question: 'What does it cost?',
    answer:
      'A one-time registration fee of USD 150 when we start applying for you, and a success fee of USD 10,000 only after both a confirmed job offer and visa approval.',
  },
  {
    id: 'visa',
    question: 'Do you help with the visa?',
    answer:
      'Yes. Visa and relocation guidance is a paid service, tracked step by step in your dashboard.',
  },
];

const meta = {
  title: 'Job board/FaqList',
  id: 'components-faqlist',
  component: FaqList,
  args: {
    items: faqs,
    searchLabel: 'Search questions',
    searchPlaceholder: 'e.g. visa, fees, countries',
    emptyTitle: 'No questions match your search',
    emptyDescription: 'Try another word, or contact our support team.',
    onQueryChange: fn(),
  },
  argTypes: { items: { control: false }, emptyAction: { control: false } },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The questions in the list, and whether each is open (native `<details>`). */
const entries = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLDetailsElement>('[data-slot="faq-item"]')].map(
    (details) => ({ question: details.querySelector('summary')!.textContent, open: details.open }),
  );
const questions = (canvasElement: HTMLElement) =>
  entries(canvasElement).map((entry) => entry.question);
const openQuestions = (canvasElement: HTMLElement) =>
  entries(canvasElement)
    .filter((entry) => entry.open)
    .map((entry) => entry.question);

/** One answer at a time: opening a question closes the one that was open. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByText('How long does the process take?');
    const second = canvas.getByText('Do you guarantee a job placement?');

    await step('open the first question', async () => {
      await userEvent.click(first);
      await expect(openQuestions(canvasElement)).toEqual(['How long does the process take?']);
      // The answer fades in as it opens.
      await waitFor(() => expect(canvas.getByText(/4 to 12 weeks/)).toBeVisible());
    });
    await step('opening the second closes the first', async () => {
      await userEvent.click(second);
      await expect(openQuestions(canvasElement)).toEqual(['Do you guarantee a job placement?']);
      await waitFor(() => expect(canvas.getByText(/no placement is guaranteed/)).toBeVisible());
      await expect(canvas.getByText(/4 to 12 weeks/)).not.toBeVisible();
    });
    await step('the open question can be closed again', async () => {
      await userEvent.click(second);
      await expect(openQuestions(canvasElement)).toEqual([]);
    });
  },
};

/** The search narrows the list over questions and answers, case-insensitively. */
export const Search: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search questions' });

    await step('a word from an answer keeps only that entry', async () => {
      await userEvent.type(search, 'DASHBOARD');
      await expect(questions(canvasElement)).toEqual([
        'How will I get updates on my applications?',
        'Do you help with the visa?',
      ]);
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('DASHBOARD');
    });
    await step('nothing matching shows the empty state', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'pension');
      await expect(questions(canvasElement)).toHaveLength(0);
      await expect(canvas.getByText('No questions match your search')).toBeVisible();
    });
    await step('clearing the search brings every entry back', async () => {
      await userEvent.clear(search);
      await expect(questions(canvasElement)).toHaveLength(faqs.length);
    });
  },
  tags: ['!dev'],
};

/**
 * For a page without script: the search is a GET form (`?q=`) a server answers, here with the
 * list it would draw for `?q=visa`.
 */
export const SearchByAddress: Story = {
  args: { searchName: 'q', defaultQuery: 'visa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    await expect(questions(canvasElement)).toHaveLength(3);
  },
};

export const OpenAtFirst: Story = {
  args: { defaultOpenId: 'fees' },
  play: async ({ canvasElement }) => {
    await expect(openQuestions(canvasElement)).toEqual(['What does it cost?']);
    await waitFor(() => expect(within(canvasElement).getByText(/USD 150/)).toBeVisible());
  },
};

export const Empty: Story = {
  args: {
    defaultQuery: 'pension',
    emptyAction: (
      <ButtonLink href="/contact" variant="outline">
        Contact Support
      </ButtonLink>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No questions match your search')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** The page owns the query, e.g. to keep it in the URL. */
export const Controlled: Story = {
  render: function ControlledFaqList(args) {
    const [query, setQuery] = useState('visa');
    return (
      <FaqList
        {...args}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          args.onQueryChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('visa');
    await expect(questions(canvasElement)).toHaveLength(3);
  },
};

/** Screen readers hear how many entries match after each search. */
export const AnnouncedResults: Story = {
  args: {
    defaultQuery: 'visa',
    resultsAnnouncement: (count) => (count === 1 ? '1 question found' : `${count} questions found`),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('3 questions found');
  },
  tags: ['!dev'],
};

export const LongContent: Story = {
  args: {
    defaultOpenId: 'long',
    items: [
      {
        id: 'long',
        question:
          'If I already hold a job offer from an employer in Canada but my Labour Market Impact Assessment is still pending, can GlobalHire help me with the rest of the process?',
        answer:
          'Yes. Tell us about the offer when you register and a visa adviser will review where your case stands.\n\nWe will tell you which documents are still missing, check the employer’s LMIA status with them, and prepare your work permit application so it can be filed as soon as the assessment is approved. Everything is tracked in your dashboard.',
      },
      ...faqs,
    ],
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpenId: 'how-long' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpenId: 'how-long' },
  tags: ['!dev'],
};

/** Right to left: the chevron moves to the left edge, the text starts on the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultOpenId: 'how-long' },
  tags: ['!dev'],
};

export const Playground: Story = {};
