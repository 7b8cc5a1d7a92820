import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import JobDetailPage from './JobDetailPage';
import { PageStory } from '../../testing/PageStory';
import { withLocationProbe } from './jobsStoryMocks';

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });

const citizenshipsCookie = () =>
  /(?:^|;\s*)globalhire_citizenships=([^;]*)/.exec(document.cookie)?.[1] ?? '';

const clearCitizenships = () => {
  document.cookie = 'globalhire_citizenships=; Path=/; Max-Age=0; SameSite=Lax';
};

const meta = {
  title: 'Pages/JobDetail/Visa fit',
  component: PageStory,
  args: { page: withLocationProbe(JobDetailPage), path: '/jobs/:id', url: '/jobs/1' },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [liveJob, ...defaultHandlers] },
  },
  // The choice lives in a cookie: each story starts (and leaves the browser) without one.
  beforeEach: () => {
    clearCitizenships();
    return clearCitizenships;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's citizenship picker, found by its form. */
async function pickerForm(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  const select = await page.findByRole('combobox', { name: /^Your citizenships/ }, slow);
  const form = select.closest('form');
  await expect(form).not.toBeNull();
  return { page, select, form: form! };
}

/**
 * The visitor's picker is a form that works before any script runs: it posts the added country
 * (or the removed one) to the site's server and comes back to the picker on this page.
 */
export const PickerIsAForm: Story = {
  play: async ({ canvasElement }) => {
    const { select, form } = await pickerForm(canvasElement);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/visa-fit/citizenships');
    await expect(select).toHaveAttribute('name', 'add');
    const returnTo = form.querySelector<HTMLInputElement>('input[type="hidden"][name="returnTo"]');
    await expect(returnTo?.value).toBe('/jobs/1#your-citizenships');
    await expect(form).toHaveAttribute('id', 'your-citizenships');
    // A choice applies as it is made (the bootstrap submits it); Add is for browsers without scripts.
    await expect(form).toHaveAttribute('data-apply-on-change');
    await expect(form.querySelector('noscript')).not.toBeNull();
    await expect(within(form).getByText(/Add your citizenships to see/)).toBeInTheDocument();
  },
};

/**
 * With the app running, choices change at once in this browser (no page load): choosing a
 * country adds it, its remove button (a submit of the form) removes it.
 */
export const ChoosingWithTheApp: Story = {
  play: async ({ canvasElement }) => {
    const { page, select, form } = await pickerForm(canvasElement);
    await userEvent.selectOptions(select, 'IE');
    const remove = await within(form).findByRole('button', { name: 'Remove Ireland' }, slow);
    await expect(remove).toHaveAttribute('type', 'submit');
    await expect(remove).toHaveAttribute('name', 'remove');
    await expect(remove).toHaveAttribute('value', 'IE');
    await expect(citizenshipsCookie()).toBe('IE');

    await userEvent.click(remove);
    await waitFor(() =>
      expect(within(form).queryByRole('button', { name: 'Remove Ireland' })).toBeNull(),
    );
    await expect(citizenshipsCookie()).toBe('');
    // Nothing was posted: the visitor is still on the job.
    await expect(page.getByTestId('location')).toHaveTextContent('/jobs/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Senior Software Engineer',
    );
  },
};

/** Chosen before (the cookie): listed, each with its remove button in the form. */
export const ChosenBefore: Story = {
  beforeEach: () => {
    document.cookie = 'globalhire_citizenships=IE.GB; Path=/; SameSite=Lax';
  },
  play: async ({ canvasElement }) => {
    const { form } = await pickerForm(canvasElement);
    const chosen = within(form).getByRole('list', { name: 'Your citizenships' });
    await expect(within(chosen).getByRole('button', { name: 'Remove Ireland' })).toHaveAttribute(
      'value',
      'IE',
    );
    await expect(
      within(chosen).getByRole('button', { name: 'Remove United Kingdom' }),
    ).toHaveAttribute('value', 'GB');
  },
};
