import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  defaultHandlers,
  defineCall,
  employerLicenceTable,
  fixtures,
  handlers,
  restUrl,
  rowsResponse,
  storageUrl,
} from '@globalhire/data/mocks';
import EmployerProfilePage from './EmployerProfilePage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/EmployerProfile',
  component: PageStory,
  args: {
    page: EmployerProfilePage,
    path: '/employers/:slug',
    url: '/employers/maple-tech-solutions',
  },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };
const maple = handlers.employerBySlug.fixture!;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole(
      'heading',
      { level: 1, name: 'Maple Tech Solutions' },
      slow,
    );
    const header = within(heading.closest<HTMLElement>('[data-slot="card"]')!);
    await expect(header.getByText('Verified employer')).toBeInTheDocument();
    await expect(header.getByText('Toronto, Canada')).toBeInTheDocument();
    // Its industry and size, as the company gave them; no logo yet, so its initial stands in.
    await expect(await header.findByText('Technology', {}, slow)).toBeInTheDocument();
    await expect(header.getByText('201–1,000 employees')).toBeInTheDocument();
    await expect(header.queryByRole('img')).toBeNull();
    await expect(header.getByRole('link', { name: /^maple-tech\.example/ })).toHaveAttribute(
      'href',
      'https://maple-tech.example',
    );
    // The company publishes its email only: its phone and address stay private.
    const contacts = within(header.getByRole('region', { name: 'Contact the company' }));
    await expect(
      contacts.getByRole('link', { name: 'careers@maple-tech.example' }),
    ).toHaveAttribute('href', 'mailto:careers@maple-tech.example');
    await expect(contacts.queryAllByRole('link')).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 2, name: '1 open job' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: /^Senior Software Engineer/ })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    await expect(page.getByRole('link', { name: 'All employers' })).toHaveAttribute(
      'href',
      '/employers',
    );
  },
};

/** A company with its logo (from the public logos bucket), and one that gave no size or industry. */
export const WithLogo: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.employerBySlug({
          ...maple,
          employer: {
            ...maple.employer,
            logo_path: `${maple.employer.id}/logo-1767225600000.png`,
            company_size: null,
            industry: null,
            industry_label: null,
          },
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const logo = await page.findByRole('img', { name: 'Maple Tech Solutions logo' }, slow);
    await expect(logo).toHaveAttribute(
      'src',
      storageUrl(`object/public/logos/${maple.employer.id}/logo-1767225600000.png`),
    );
    await expect(page.queryByText('Technology')).toBeNull();
    await expect(page.queryByText(/employees$/)).toBeNull();
  },
};

export const ManyOpenJobs: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.employerBySlug({ ...maple, jobs: fixtures.jobSummaries }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: '5 open jobs' }, slow),
    ).toBeInTheDocument();
  },
};

export const NoOpenJobs: Story = {
  parameters: {
    msw: { handlers: [handlers.employerBySlug({ ...maple, jobs: [] }), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No open jobs right now.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

export const NotFound: Story = {
  args: { url: '/employers/no-such-company' },
  parameters: { msw: { handlers: [handlers.employerBySlug.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Employer not found.' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Browse employers' })).toHaveAttribute(
      'href',
      '/employers',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.employerBySlug.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading the company', undefined, slow),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [handlers.employerBySlug.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, slow);
    await expect(alert).toHaveTextContent('This company page could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** No company uses the old slug any more: the profile lookup comes back empty for it. */
const noCompanyAt = (slug: string) =>
  defineCall<null>({
    method: 'get',
    url: restUrl('profile_details'),
    matches: (url) => url.searchParams.get('slug') === `eq.${slug}`,
    respond: (request) => rowsResponse(request, []),
    fixture: null,
    empty: null,
  })();

/** A renamed company's old URL lands on its current page (slug history). */
export const OldSlugRedirects: Story = {
  args: { url: '/employers/maple-tech' },
  parameters: {
    msw: {
      handlers: [
        noCompanyAt('maple-tech'),
        handlers.currentCompanySlug('maple-tech-solutions'),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Maple Tech Solutions' }, slow),
    ).toBeInTheDocument();
    await expect(page.queryByText('Employer not found.')).toBeNull();
  },
};

/** A company that publishes no contact field (the default): the page shows none. */
export const NoPublishedContacts: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.employerBySlug({
          ...maple,
          employer: { ...maple.employer, email: null, phone: null, address: null },
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading', { level: 1, name: 'Maple Tech Solutions' }, slow);
    await expect(
      page.queryByRole('region', { name: 'Contact the company' }),
    ).not.toBeInTheDocument();
    await expect(page.queryByText(/@/)).not.toBeInTheDocument();
  },
};

/** Every contact field published: email and phone as links, the address as text. */
export const AllContactsPublished: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.employerBySlug({
          ...maple,
          employer: {
            ...maple.employer,
            phone: '+1 416 555 0142',
            address: '200 Bay Street, Toronto',
          },
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contacts = within(await page.findByRole('region', { name: 'Contact the company' }, slow));
    await expect(contacts.getByRole('link', { name: '+1 416 555 0142' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    );
    await expect(contacts.getByText('200 Bay Street, Toronto')).toBeInTheDocument();
  },
};

/** Licences to sponsor GlobalHire has verified: a badge for each beside the company's name. */
export const VerifiedSponsor: Story = {
  parameters: {
    msw: {
      handlers: [
        ...employerLicenceTable([
          fixtures.mapleLicences.verifiedUk,
          fixtures.mapleLicences.verifiedNz,
          // Not verified: no badge.
          fixtures.mapleLicences.expiredAu,
        ]),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const heading = await page.findByRole(
      'heading',
      { level: 1, name: 'Maple Tech Solutions' },
      slow,
    );
    const header = within(heading.closest<HTMLElement>('[data-slot="card"]')!);
    const badges = within(
      await header.findByRole('list', { name: 'Right to sponsor, verified by GlobalHire' }, slow),
    );
    await expect(badges.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'UK licensed sponsor, verified',
      'NZ accredited employer, verified',
    ]);
  },
};
