import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialCard, vars } from '@globalhire/ui';
import AU from 'country-flag-icons/react/3x2/AU';
import CA from 'country-flag-icons/react/3x2/CA';
import GB from 'country-flag-icons/react/3x2/GB';
import IN from 'country-flag-icons/react/3x2/IN';
import NG from 'country-flag-icons/react/3x2/NG';
import PH from 'country-flag-icons/react/3x2/PH';

// One card at the width it has in a three-column grid; grid stories opt out with `fullWidth`.
const singleCard: Decorator = (Story, { parameters }) =>
  parameters.fullWidth ? (
    <Story />
  ) : (
    <div style={{ maxWidth: '24rem' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Job board/TestimonialCard',
  id: 'components-testimonialcard',
  component: TestimonialCard,
  decorators: [singleCard],
  args: {
    quote:
      'GlobalHire matched me with a hospital in Sydney that sponsored my visa. Six weeks after my first interview I was on the ward.',
    name: 'Amara Okafor',
    byline: 'Registered Nurse, Sydney',
    origin: { code: 'NG', flag: NG, name: 'Nigeria' },
    destination: { code: 'AU', flag: AU, name: 'Australia' },
  },
  argTypes: { avatar: { control: false } },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toBeVisible();
    // Flags are SVG images named by the country, never emoji.
    const origin = canvas.getByRole('img', { name: 'Nigeria' });
    const destination = canvas.getByRole('img', { name: 'Australia' });
    await expect(origin.querySelector('svg')).not.toBeNull();
    await expect(destination.querySelector('svg')).not.toBeNull();
    await expect(canvas.getByText('Amara Okafor')).toBeVisible();
  },
};

/** The home page's three testimonials. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: vars.space.xlarge,
          gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <TestimonialCard
        quote="GlobalHire matched me with a hospital in Sydney that sponsored my visa. Six weeks after my first interview I was on the ward."
        name="Amara Okafor"
        byline="Registered Nurse, Sydney"
        origin={{ code: 'NG', flag: NG, name: 'Nigeria' }}
        destination={{ code: 'AU', flag: AU, name: 'Australia' }}
      />
      <TestimonialCard
        quote="The team handled every step of my Skilled Worker visa. I only had to focus on the interviews."
        name="Rahul Mehta"
        byline="Software Engineer, Manchester"
        origin={{ code: 'IN', flag: IN, name: 'India' }}
        destination={{ code: 'GB', flag: GB, name: 'United Kingdom' }}
      />
      <TestimonialCard
        quote="From Manila to Toronto in four months, with a job, a permit and a place to live waiting for me."
        name="Maria Santos"
        byline="Civil Engineer, Toronto"
        origin={{ code: 'PH', flag: PH, name: 'Philippines' }}
        destination={{ code: 'CA', flag: CA, name: 'Canada' }}
      />
    </>
  ),
};

/** An unknown country code shows the code in a tile rather than nothing. */
export const UnknownFlag: Story = {
  args: { origin: { code: 'ZZ', name: 'Unknown country' } },
  play: async ({ canvasElement }) => {
    const flag = within(canvasElement).getByRole('img', { name: 'Unknown country' });
    await expect(flag).toHaveTextContent('ZZ');
  },
};

export const LongContent: Story = {
  args: {
    quote:
      'I had applied to dozens of hospitals on my own and heard nothing back. GlobalHire reviewed my CV, helped me get my registration recognised, prepared me for three interviews and stayed in touch through the whole visa process. When I landed, someone from the team had already helped me find a flat near the hospital. I cannot recommend them enough to any nurse thinking about working abroad.',
    name: 'Oluwadamilola Adeyemi-Bankole',
    byline: 'Senior Intensive Care Nurse, Royal North Shore Hospital, Sydney',
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
