import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Alert, Button, Stack, alertTones } from '@globalhire/ui';

const meta = {
  title: 'Feedback/Alert',
  id: 'components-alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Your profile is 80% complete',
    children: 'Add your work history so employers can find you.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones }, action: { control: false } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your profile is 80% complete');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="medium">
      {alertTones.map((tone) => (
        <Alert
          key={tone}
          {...args}
          tone={tone}
          title={`${tone.charAt(0).toUpperCase()}${tone.slice(1)} alert`}
        />
      ))}
    </Stack>
  ),
};

/** Critical alerts interrupt (role=alert), e.g. a failed login. */
export const Error: Story = {
  args: {
    tone: 'critical',
    title: 'Invalid login credentials',
    children: 'Check your email and password and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid login credentials');
  },
};

const retry = fn();

export const WithAction: Story = {
  args: {
    tone: 'caution',
    title: 'We could not load the latest jobs',
    children: 'The list below may be out of date.',
    action: (
      <Button size="small" variant="outline" tone="neutral" onClick={retry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTitle: Story = {
  args: { tone: 'positive', title: undefined, children: 'Your application was sent.' },
};

export const LongContent: Story = {
  args: {
    tone: 'info',
    title: 'Visa processing times are longer than usual this month',
    children:
      'Embassies in several countries have announced delays of up to six weeks. Employers have been told, and your ' +
      'start date will move with the visa; you do not need to do anything. We will email you as soon as your documents ' +
      'are ready to collect.',
    action: (
      <Button size="small" variant="ghost" tone="neutral">
        Read more
      </Button>
    ),
  },
};

export const NarrowViewport: Story = { ...WithAction, globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { ...Tones, globals: { theme: 'dark' }, tags: ['!dev'] };

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  args: WithAction.args,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = {
  args: WithAction.args,
  globals: { locale: 'pseudo' },
  tags: ['!dev'],
};

export const Playground: Story = {};
