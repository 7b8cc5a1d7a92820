import { describe, expect, it } from 'vitest';
import {
  SponsorRegisterBatches,
  sponsorRegisterColumns,
  sponsorRegisterEntry,
  type SponsorRegisterEntry,
} from './sponsorRegisterCsv';

describe('the register columns', () => {
  it("finds GOV.UK's headings, whatever their case, spacing or a byte-order mark", () => {
    expect(
      sponsorRegisterColumns([
        '\uFEFFOrganisation Name',
        'Town/City',
        'County',
        'Type & Rating',
        'Route',
      ]),
    ).toEqual({
      columns: { organisation: 0, town: 1, county: 2, typeRating: 3, route: 4 },
      missing: null,
    });
    expect(sponsorRegisterColumns(['route', 'TOWN / CITY', 'organisation name']).columns).toEqual({
      organisation: 2,
      town: 1,
      route: 0,
      county: null,
      typeRating: null,
    });
  });

  it('names the first heading a file lacks', () => {
    expect(sponsorRegisterColumns(['Name', 'City', 'Route']).missing).toBe('Organisation Name');
    expect(sponsorRegisterColumns(['Organisation Name', 'Postcode', 'Route']).missing).toBe(
      'Town/City',
    );
    expect(sponsorRegisterColumns(['Organisation Name', 'Town/City']).missing).toBe('Route');
  });
});

describe('a register row', () => {
  const columns = sponsorRegisterColumns([
    'Organisation Name',
    'Town/City',
    'County',
    'Type & Rating',
    'Route',
  ]).columns!;

  it('keeps the words, not the stray spaces, and leaves empty cells empty', () => {
    expect(
      sponsorRegisterEntry(
        ['  Acme   Widgets Ltd ', 'Leeds', '', 'Worker (A rating)', 'Skilled Worker'],
        columns,
      ),
    ).toEqual({
      organisation_name: 'Acme Widgets Ltd',
      town: 'Leeds',
      county: null,
      type_rating: 'Worker (A rating)',
      route: 'Skilled Worker',
    });
  });

  it('skips a row without an organisation, and a short row reads as empty cells', () => {
    expect(sponsorRegisterEntry(['', 'Leeds', '', '', 'Skilled Worker'], columns)).toBeNull();
    expect(sponsorRegisterEntry(['Acme'], columns)).toMatchObject({
      organisation_name: 'Acme',
      town: null,
      route: null,
    });
  });
});

describe('uploads', () => {
  const entry = (name: string): SponsorRegisterEntry => ({
    organisation_name: name,
    town: 'Leeds',
    county: null,
    type_rating: null,
    route: 'Skilled Worker',
  });

  it('closes an upload before it would pass the byte limit, counting UTF-8 bytes', () => {
    const batches = new SponsorRegisterBatches(1000);
    const closed: SponsorRegisterEntry[][] = [];
    for (let i = 0; i < 40; i += 1) {
      const full = batches.add(entry(`Société Générale ${i}`));
      if (full) closed.push(full);
    }
    closed.push(batches.take());
    expect(closed.flat()).toHaveLength(40);
    for (const upload of closed) {
      const bytes = new TextEncoder().encode(
        JSON.stringify(upload.map((e) => ({ import_id: 123456, ...e }))),
      ).length;
      expect(bytes).toBeLessThanOrEqual(1000);
    }
    expect(closed.length).toBeGreaterThan(3);
  });

  it('sends an entry larger than the limit on its own rather than dropping it', () => {
    const batches = new SponsorRegisterBatches(50);
    expect(batches.add(entry('A'.repeat(200)))).toBeNull();
    expect(batches.add(entry('B'))).toHaveLength(1);
    expect(batches.take()).toHaveLength(1);
  });
});
