import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtures } from '@globalhire/data/mocks';
import { InterviewForm, interviewFormValues } from './InterviewForm';

// Stories run in UTC, so a new invitation's zone is UTC.
const meta = {
  title: 'Pages/Employer/Interviews/InterviewForm',
  // The id of its former title 'Site/…', so its URL and screenshot names stay.
  id: 'site-interviews-interviewform',
  component: InterviewForm,
  args: {
    initialValues: interviewFormValues(null, 'UTC'),
    submitLabel: 'Send invitation',
    pendingLabel: 'Saving…',
    pending: false,
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof InterviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewInvitation: Story = {};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByLabelText(/^Date/), '2030-01-15');
    await userEvent.type(form.getByLabelText(/^Time(?! zone)/), '10:00');
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: /Time zone/ }),
      'Europe/London',
    );
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Format' }), 'phone');
    await userEvent.type(form.getByRole('textbox', { name: /Phone number/ }), '+44 20 7946 0000');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        scheduledAt: '2030-01-15T10:00:00.000Z',
        timeZone: 'Europe/London',
        durationMinutes: 45,
        format: 'phone',
        meetingUrl: null,
        phone: '+44 20 7946 0000',
        location: null,
        notes: null,
      }),
    );
  },
};

/**
 * A browser that reports a retired zone name (Asia/Calcutta): the form offers it by its current
 * name with its offset, and every zone reads '(UTC±hh:mm) Area/City', the offset of the chosen day.
 */
export const TimeZoneNames: Story = {
  args: { initialValues: interviewFormValues(null, 'Asia/Calcutta') },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    const zones = form.getByRole('combobox', { name: /Time zone/ }) as HTMLSelectElement;
    await expect(zones).toHaveValue('Asia/Kolkata');
    await expect(zones.selectedOptions[0]).toHaveTextContent('(UTC+05:30) Asia/Kolkata');
    const labels = [...zones.options].map((option) => option.textContent ?? '');
    await expect(labels.filter((label) => /Calcutta|Kiev/.test(label))).toEqual([]);
    // Kyiv keeps summer time: the offset depends on the day the picker is for.
    await expect(
      labels.filter((label) => /^\(UTC\+0[23]:00\) Europe\/Kyiv$/.test(label)),
    ).toHaveLength(1);
    // A summer day: London shows its summer offset.
    await userEvent.type(form.getByLabelText(/^Date/), '2030-07-15');
    await expect(
      within(zones).getByRole('option', { name: '(UTC+01:00) Europe/London' }),
    ).toBeInTheDocument();
  },
};

export const Errors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await expect(await form.findByText('Date is required.')).toBeInTheDocument();
    await expect(form.getByText('Time is required.')).toBeInTheDocument();
    await expect(
      form.getByText('Video link is required for a video interview.'),
    ).toBeInTheDocument();
    // a time in the past is refused at the date, and what was typed stays
    await userEvent.type(form.getByLabelText(/^Date/), '2020-01-15');
    await userEvent.type(form.getByLabelText(/^Time(?! zone)/), '10:00');
    await userEvent.type(form.getByRole('textbox', { name: /Video link/ }), 'meet.example');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await expect(await form.findByText('Choose a time in the future.')).toBeInTheDocument();
    await expect(form.getByText(/Enter a full link starting with https:\/\//)).toBeInTheDocument();
    await expect(form.getByRole('textbox', { name: /Video link/ })).toHaveValue('meet.example');
    await expect(form.getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const OnSiteNeedsAnAddress: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Format' }), 'on_site');
    await userEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await form.findByText('Address is required for an on-site interview.'),
    ).toBeInTheDocument();
  },
};

export const RefusedByTheDatabase: Story = {
  args: {
    initialValues: {
      ...interviewFormValues(null, 'UTC'),
      date: '2030-01-15',
      time: '10:00',
      meetingUrl: 'https://meet.example/abc',
    },
    serverError: 'Choose a time in the future.',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByText('Choose a time in the future.')).toBeInTheDocument();
    await expect(form.getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Reschedule: Story = {
  args: {
    initialValues: interviewFormValues(fixtures.employerInterviews[2]),
    submitLabel: 'Save new time',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    // 14:00 UTC is 10:00 in Toronto, the zone the interview was scheduled in
    await expect(form.getByLabelText(/^Time(?! zone)/)).toHaveValue('10:00');
    await expect(form.getByRole('combobox', { name: /Time zone/ })).toHaveValue('America/Toronto');
    await expect(form.getByRole('textbox', { name: /Video link/ })).toHaveValue(
      'https://meet.mapletech.example/priya-sharma',
    );
  },
};

export const Saving: Story = { args: { pending: true } };
