import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type RequestHandler } from 'msw';
import type { Profile } from '@globalhire/data';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers, restUrl, storageUrl } from '@globalhire/data/mocks';
import EmployerProfileEditPage from './EmployerProfileEditPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

// The company's logo and public facts (location, size, industry) on Edit Company Profile.

const EmployerFrame = () => <PanelFrame role="employer" />;
const mapleTech: Profile = {
  ...fixtures.profiles.employer,
  website: 'https://www.mapletech.example',
  country: 'canada',
  city: 'Toronto',
  company_size: '201-1000',
  industry: 'technology',
};
const logoPath = `${mapleTech.id}/logo-1767225600000.png`;
const withLogo = { ...mapleTech, logo_path: logoPath };
const mocks = (profile: Profile, extra: RequestHandler[] = []) => ({
  msw: { handlers: [...extra, handlers.profile(profile), ...defaultHandlers] },
});

/** What the page sent: profile writes (PATCH /profiles) and Storage calls, in order. */
const sent: { method: string; url: string; body: unknown }[] = [];
const listen = [
  http.patch(restUrl('profiles'), async ({ request }) => {
    sent.push({ method: 'PATCH', url: request.url, body: await request.clone().json() });
  }),
  http.all(`${storageUrl('object')}/*`, async ({ request }) => {
    if (request.method === 'GET') return;
    const body = request.method === 'DELETE' ? await request.clone().json() : null;
    sent.push({ method: request.method, url: request.url, body });
  }),
];

const meta = {
  title: 'Pages/Employer/ProfileEdit/Company',
  component: PageStory,
  args: {
    page: EmployerProfileEditPage,
    path: '/employer/profile',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', ...mocks(mapleTech, listen) },
  beforeEach: () => {
    sent.length = 0;
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const logoFile = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'maple.png', { type: 'image/png' });

/** Industry, size and location come from the profile and are saved with it. */
export const CompanyFacts: Story = {
  tags: ['visual-mobile'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const industry = await page.findByRole('combobox', { name: 'Industry' });
    await waitFor(() => expect(industry).toHaveValue('technology'));
    await expect(page.getByRole('combobox', { name: 'Company size' })).toHaveValue('201-1000');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('canada');
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');
    await expect(
      within(page.getByRole('combobox', { name: 'Company size' })).getByRole('option', {
        name: '201–1,000 employees',
      }),
    ).toBeInTheDocument();

    await within(industry).findByRole('option', { name: 'Finance' });
    await userEvent.selectOptions(industry, 'finance');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Company size' }), '51-200');
    await userEvent.clear(page.getByRole('textbox', { name: 'City' }));
    await userEvent.type(page.getByRole('textbox', { name: 'City' }), 'Vancouver');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile Updated', 'Your company profile has been updated successfully.');
    await expect(sent.at(-1)?.body).toMatchObject({
      industry: 'finance',
      company_size: '51-200',
      country: 'canada',
      city: 'Vancouver',
    });
  },
};

/** No logo yet: the company's initial stands in, and a logo is uploaded and saved at once. */
export const UploadLogo: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/No logo yet: your company page and job listings show/),
    ).toBeInTheDocument();
    await userEvent.upload(await page.findByLabelText(/^Upload a logo/), logoFile());
    await expectToast('Logo saved', 'Your company page shows your new logo.');
    const upload = sent.find((call) => call.method === 'POST');
    await expect(upload?.url).toMatch(new RegExp(`/object/logos/${mapleTech.id}/logo-\\d+\\.png$`));
    await expect(sent.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      logo_path: expect.stringMatching(new RegExp(`^${mapleTech.id}/logo-\\d+\\.png$`)),
    });
  },
};

/** The current logo is shown, and can be removed: the profile forgets it and its file is deleted. */
export const WithLogo: Story = {
  tags: ['visual-mobile'],
  parameters: mocks(withLogo, listen),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const logo = await page.findByRole('img', { name: 'Current logo of Maple Tech Solutions' });
    await expect(logo).toHaveAttribute('src', storageUrl(`object/public/logos/${logoPath}`));
    await expect(page.getByLabelText(/^Replace the logo/)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Remove logo' }));
    await expectToast('Logo removed', 'Your company page shows your company’s initial instead.');
    await expect(sent.find((call) => call.method === 'PATCH')?.body).toEqual({ logo_path: null });
    await expect(sent.find((call) => call.method === 'DELETE')?.body).toEqual({
      prefixes: [logoPath],
    });
  },
};

/** A file over 2 MB is refused at the field, before anything is sent. */
export const LogoTooLarge: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await userEvent.upload(await page.findByLabelText(/^Upload a logo/), huge);
    await expect(
      await page.findByText('The image is too large. The maximum size is 2 MB.'),
    ).toBeInTheDocument();
    await expect(sent).toEqual([]);
  },
};

/** Storage looks at the bytes: a file that is not the image it claims to be is refused. */
export const LogoRefused: Story = {
  tags: ['visual-after-play'],
  parameters: mocks(mapleTech, [handlers.uploadLogo('wrong-type')]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.upload(await page.findByLabelText(/^Upload a logo/), logoFile());
    await expect(
      await page.findByText(
        'The logo was not saved: This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.',
      ),
    ).toBeInTheDocument();
  },
};

/** Without the list of industries the form still saves; it says why the list is empty. */
export const IndustriesFailed: Story = {
  parameters: mocks(mapleTech, [handlers.industries.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The list of industries could not be loaded.'),
    ).toBeInTheDocument();
    // The chosen industry is kept, so saving does not drop it.
    await expect(page.getByRole('combobox', { name: 'Industry' })).toHaveValue('technology');
  },
};
