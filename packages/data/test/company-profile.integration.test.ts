import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEmployerBySlug,
  listIndustries,
  publicImageUrl,
  removeCompanyLogo,
  updateCompanyProfile,
  uploadCompanyLogo,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

// The smallest valid PNG: one transparent pixel.
const pixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const logo = (name = 'logo.png') => new File([pixel], name, { type: 'image/png' });

const served = async (client: GlobalHireClient, path: string) =>
  (await fetch(publicImageUrl(client, 'logos', path)!)).status;

const company = {
  companyName: 'Maple Tech Solutions',
  email: 'employer@globalhire.local',
  website: 'https://www.mapletech.example',
};

describe('the company profile', () => {
  it('saves location, size and industry, which the public company page shows with the industry named', async () => {
    const { client, userId } = await backend.as('employer');
    const saved = await updateCompanyProfile(client, userId, {
      ...company,
      country: 'canada',
      city: 'Vancouver',
      companySize: '51-200',
      industry: 'finance',
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      country: 'canada',
      city: 'Vancouver',
      company_size: '51-200',
      industry: 'finance',
    });

    const page = await getEmployerBySlug(backend.anon(), 'maple-tech-solutions');
    expect(page.data?.employer).toMatchObject({
      country: 'canada',
      city: 'Vancouver',
      company_size: '51-200',
      industry: 'finance',
      industry_label: 'Finance',
    });
  });

  it('refuses a size that is not a band, before anything is sent', async () => {
    const { client, userId } = await backend.as('employer');
    const refused = await updateCompanyProfile(client, userId, { ...company, companySize: '5000' });
    expect(refused.error?.message).toBe('Choose a company size from the list.');
  });

  it('lists the industries in order', async () => {
    const { data } = await listIndustries(backend.anon());
    expect(data?.map((row) => row.slug).slice(0, 2)).toEqual(['technology', 'healthcare']);
    expect(data).toHaveLength(16);
  });
});

describe('the company logo', () => {
  it('is uploaded, replaced (the old file deleted) and removed, and visitors see the current one', async () => {
    const { client, userId } = await backend.as('employer');
    const first = await uploadCompanyLogo(
      client,
      userId,
      logo(),
      null,
      new Date('2030-01-01T00:00:00Z'),
    );
    expect(first.error).toBeNull();
    const firstPath = first.data!.logo_path!;
    expect(firstPath).toBe(`${userId}/logo-1893456000000.png`);
    expect(await served(backend.anon(), firstPath)).toBe(200);

    const second = await uploadCompanyLogo(client, userId, logo('new.png'), firstPath);
    const secondPath = second.data!.logo_path!;
    expect(secondPath).not.toBe(firstPath);
    expect(await served(backend.anon(), secondPath)).toBe(200);
    expect(await served(backend.anon(), firstPath)).not.toBe(200);

    const removed = await removeCompanyLogo(client, userId, secondPath);
    expect(removed.data?.logo_path).toBeNull();
    expect(await served(backend.anon(), secondPath)).not.toBe(200);
  });

  it('refuses a file that only claims to be an image, and an image over 2 MB before sending it', async () => {
    const { client, userId } = await backend.as('employer');
    const fake = new File([new TextEncoder().encode('<svg onload="alert(1)"/>')], 'logo.png', {
      type: 'image/png',
    });
    const refused = await uploadCompanyLogo(client, userId, fake, null);
    expect(refused.error?.message).toBe(
      'This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.',
    );

    const huge = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect((await uploadCompanyLogo(client, userId, huge, null)).error?.message).toBe(
      'The image is too large. The maximum size is 2 MB.',
    );
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect((await uploadCompanyLogo(client, userId, svg, null)).error?.code).toBe('invalid_file');
  });
});
