import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeroSearch, StatsStrip } from '@globalhire/ui';

const locationOptions = [
  { value: 'australia', label: 'Australia' },
  { value: 'canada', label: 'Canada' },
  { value: 'ireland', label: 'Ireland' },
  { value: 'new-zealand', label: 'New Zealand' },
  { value: 'united-kingdom', label: 'United Kingdom' },
  { value: 'united-states', label: 'United States' },
];

const categoryOptions = [
  { value: 'accounting', label: 'Accounting & Finance' },
  { value: 'construction', label: 'Construction, Property & Real Estate' },
  { value: 'education', label: 'Education & Training' },
  { value: 'healthcare', label: 'Healthcare & Medical' },
  { value: 'it', label: 'IT, Software & Data' },
  { value: 'manufacturing', label: 'Manufacturing, Engineering & Operations' },
  { value: 'supply-chain', label: 'Supply Chain, Logistics & Procurement' },
];

const meta = {
  title: 'Job board/HeroSearch',
  id: 'components-herosearch',
  component: HeroSearch,
  tags: ['visual-mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Jobs with visa sponsorship in 6 countries',
    title: 'Find your next job abroad',
    description:
      'Verified roles from employers who hire internationally, with visa and relocation support from application to arrival.',
    keywordLabel: 'Keyword',
    keywordPlaceholder: 'Job title, skill or company',
    locationLabel: 'Location',
    locationPlaceholder: 'All locations',
    locationOptions,
    categoryLabel: 'Category',
    categoryPlaceholder: 'All categories',
    categoryOptions,
    submitLabel: 'Search Jobs',
    searchLabel: 'Search jobs',
    onSearch: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    eyebrow: { control: 'text' },
    description: { control: 'text' },
    titleAs: { control: 'inline-radio', options: ['h1', 'h2'] },
  },
} satisfies Meta<typeof HeroSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing and choosing, then searching, emits exactly what the visitor entered. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Find your next job abroad' }),
    ).toBeVisible();
    const form = canvas.getByRole('search', { name: 'Search jobs' });
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Keyword' }), 'ICU nurse');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Location' }),
      'australia',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Category' }),
      'healthcare',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Search Jobs' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith({
      keyword: 'ICU nurse',
      location: 'australia',
      category: 'healthcare',
    });
  },
};

/** Coming back from the jobs page: the fields start with the last search; Enter searches again. */
export const WithDefaultValues: Story = {
  args: { defaultKeyword: 'software engineer', defaultLocation: 'canada', defaultCategory: 'it' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const keyword = canvas.getByRole('searchbox', { name: 'Keyword' });
    await expect(keyword).toHaveValue('software engineer');
    await expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue('canada');
    await userEvent.type(keyword, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({
      keyword: 'software engineer',
      location: 'canada',
      category: 'it',
    });
  },
};

/** Searching with nothing entered asks for every job. */
export const EmptySearch: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search Jobs' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ keyword: '', location: '', category: '' });
  },
};

/** The home page under the hero: the live job counts. */
export const WithStats: Story = {
  args: {
    children: (
      <StatsStrip
        items={[
          { label: 'Total Active Jobs', value: '1,284' },
          { label: 'New Jobs (30 Days)', value: '312' },
        ]}
      />
    ),
  },
};

const statsAside = (
  <StatsStrip
    items={[
      { label: 'Total Active Jobs', value: '1,284' },
      { label: 'New Jobs (30 Days)', value: '312' },
    ]}
  />
);

/** From desktop widths the aside fills the hero's second column, beside the headline. */
export const WithAside: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { aside: statsAside },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const aside = canvas.getByText('Total Active Jobs').closest('dl')!.getBoundingClientRect();
    const form = canvas.getByRole('search').getBoundingClientRect();
    await expect(aside.left).toBeGreaterThan(heading.right);
    await expect(aside.bottom).toBeLessThanOrEqual(form.top);
    // The form spans both columns.
    await expect(form.right).toBeGreaterThanOrEqual(aside.right - 1);
  },
};

/** On a phone the aside follows the form, so the search stays near the top. */
export const WithAsideNarrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { aside: statsAside },
  play: async ({ canvas }) => {
    const aside = canvas.getByText('Total Active Jobs').closest('dl')!.getBoundingClientRect();
    const form = canvas.getByRole('search').getBoundingClientRect();
    await expect(aside.top).toBeGreaterThanOrEqual(form.bottom);
  },
};

/** Only the search form, for pages that have their own heading. */
export const FormOnly: Story = {
  args: { eyebrow: undefined, title: undefined, description: undefined },
};

export const LongContent: Story = {
  args: {
    title: 'Find skilled jobs abroad with employers who sponsor visas and help you relocate',
    description:
      'Search thousands of verified roles in healthcare, IT, education, engineering, finance, skilled trades and logistics across Australia, Canada, the United Kingdom, Ireland, New Zealand and the United States.',
    defaultKeyword: 'Registered nurse with intensive care and paediatric experience',
    defaultCategory: 'manufacturing',
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkNarrow: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = { globals: { direction: 'rtl' }, tags: ['!dev'] };

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = {};
