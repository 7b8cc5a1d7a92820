import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  Badge,
  Box,
  Card,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  UIProvider,
  cardElements,
  cardTones,
  type LinkComponentProps,
} from '@globalhire/ui';

const meta = {
  title: 'Layout/Card',
  id: 'components-card',
  component: Card,
  args: {
    children: (
      <Stack space="small">
        <Heading level={4} as="h2">
          Hospitality
        </Heading>
        <Text tone="muted">
          Hotels, resorts and cruise lines hiring chefs, managers and front-of-house teams.
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    as: { control: 'inline-radio', options: cardElements },
    padding: {
      control: 'select',
      options: ['none', 'small', 'medium', 'large', 'xlarge', 'xxlarge'],
    },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Box display="grid" gap="large">
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          <Stack space="xsmall">
            <Heading level={4} as="h2">{`tone="${tone}"`}</Heading>
            <Text tone="muted">Muted text stays readable on every card tone.</Text>
          </Stack>
        </Card>
      ))}
    </Box>
  ),
};

export const Padding: Story = {
  render: (args) => (
    <Stack space="medium">
      {(['small', 'large', 'xxlarge'] as const).map((padding) => (
        <Card key={padding} {...args} padding={padding}>
          <Text>{`padding="${padding}"`}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

const navigate = fn();

function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}

/**
 * A card that is one big link: the title link carries `data-card-link` and covers the card,
 * so a click anywhere opens it while the link text stays the accessible name.
 */
export const Interactive: Story = {
  render: (args) => (
    <UIProvider linkComponent={RouterLink}>
      <div style={{ maxWidth: '24rem' }}>
        <Card {...args} as="article" interactive>
          <Stack space="small">
            <Heading level={4} as="h2">
              <Link href="/jobs/1042" data-card-link="" tone="inherit" underline="hover">
                Registered Nurse – ICU
              </Link>
            </Heading>
            <Text tone="muted">Dubai, United Arab Emirates</Text>
            <Inline space="xsmall">
              <Badge tone="positive">Visa sponsored</Badge>
              <Badge>Full-time</Badge>
            </Inline>
          </Stack>
        </Card>
      </div>
    </UIProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    // Whatever sits under the pointer on the location line is the stretched link.
    const location = canvas.getByText('Dubai, United Arab Emirates').getBoundingClientRect();
    const underPointer = document.elementFromPoint(location.left + 2, location.top + 2);
    await expect(underPointer?.closest('a')).toHaveTextContent('Registered Nurse – ICU');
    if (underPointer) await userEvent.click(underPointer);
    await expect(navigate).toHaveBeenCalledWith('/jobs/1042');
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <Stack space="small">
        <Heading level={4} as="h2">
          Construction, engineering and skilled trades across the Gulf Cooperation Council states
        </Heading>
        <Text tone="muted">
          Site engineers, electricians, welders, HVAC technicians and project managers for
          infrastructure, energy and residential projects, with accommodation and transport provided
          by the employer.
        </Text>
      </Stack>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Card {...args} />
    </div>
  ),
};

export const NarrowViewport: Story = { ...Tones, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Tones, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {
  args: { tone: 'default', padding: 'large', interactive: false, as: 'div' },
};
