import { describe, expect, it } from 'vitest';
import { visaFigureCheckDays, visaFigureChecks } from './visa-catalogue';
import {
  checkVisaCitizenshipRight,
  checkVisaThreshold,
  type VisaThresholdForm,
} from '../mutations/visa-catalogue';

const now = new Date('2026-12-05T09:30:00Z');
const figure = (effective_to: string | null, source_date: string) => ({
  effective_to,
  source_date,
});

describe('visaFigureChecks: which figures need checking', () => {
  it('passes a figure still in force whose source is under a year old', () => {
    expect(visaFigureChecks(figure(null, '2026-02-01'), now)).toEqual([]);
    expect(visaFigureChecks(figure('2027-06-30', '2026-02-01'), now)).toEqual([]);
  });

  it('flags a figure whose last day has passed, but not on its last day', () => {
    expect(visaFigureChecks(figure('2026-12-04', '2026-02-01'), now)).toEqual(['ended']);
    expect(visaFigureChecks(figure('2026-12-05', '2026-02-01'), now)).toEqual([]);
  });

  it('flags a source dated more than 12 months before today, not one exactly 12 months old', () => {
    expect(visaFigureChecks(figure(null, '2025-12-04'), now)).toEqual(['old_source']);
    expect(visaFigureChecks(figure(null, '2025-12-05'), now)).toEqual([]);
  });

  it('gives both reasons when both hold', () => {
    expect(visaFigureChecks(figure('2025-07-21', '2025-07-22'), now)).toEqual([
      'ended',
      'old_source',
    ]);
  });

  it('leaves a figure a later one of its route, tier and region replaced: it is history', () => {
    const old = {
      id: 1,
      route_id: 7,
      tier: 'general',
      region: null,
      effective_from: '2024-04-04',
      effective_to: '2025-07-21',
      source_date: '2025-07-22',
    };
    const current = {
      ...old,
      id: 2,
      effective_from: '2025-07-22',
      effective_to: null,
      source_date: '2026-11-01',
    };
    const otherRegion = { ...old, id: 3, region: 'ON', effective_from: '2026-01-01' };
    expect(visaFigureChecks(old, now, [old, current])).toEqual([]);
    expect(visaFigureChecks(old, now, [old, otherRegion])).toEqual(['ended', 'old_source']);
    expect(visaFigureChecks(current, now, [old, current])).toEqual([]);
  });

  it('reads today as the UTC day, and a month end as the month end a year before', () => {
    expect(visaFigureCheckDays(new Date('2026-12-05T23:59:59Z'))).toEqual({
      today: '2026-12-05',
      oldestSource: '2025-12-05',
    });
    expect(visaFigureCheckDays(new Date('2028-02-29T12:00:00Z'))).toEqual({
      today: '2028-02-29',
      oldestSource: '2027-02-28',
    });
  });
});

const form = (overrides: Partial<VisaThresholdForm> = {}): VisaThresholdForm => ({
  route_id: '1',
  label: 'Skilled Worker general threshold',
  tier: 'general',
  region: '',
  amount: '41700',
  currency: 'GBP',
  period: 'year',
  hours_basis: '37.5',
  max_weekly_hours: '48',
  effective_from: '2025-07-22',
  effective_to: '',
  source_url: 'https://www.gov.uk/skilled-worker-visa',
  source_date: '2025-07-22',
  note: '',
  ...overrides,
});

describe('checkVisaThreshold: the figure form', () => {
  it('turns what was typed into the row: numbers, nulls for empty fields, codes upper case', () => {
    expect(checkVisaThreshold(form({ region: ' on ', currency: 'cad', amount: '36.60' }))).toEqual({
      errors: null,
      values: {
        route_id: 1,
        label: 'Skilled Worker general threshold',
        tier: 'general',
        region: 'ON',
        amount: 36.6,
        currency: 'CAD',
        period: 'year',
        hours_basis: 37.5,
        max_weekly_hours: 48,
        effective_from: '2025-07-22',
        effective_to: null,
        source_url: 'https://www.gov.uk/skilled-worker-visa',
        source_date: '2025-07-22',
        note: null,
      },
    });
  });

  it('says what is wrong beside each field', () => {
    const { errors } = checkVisaThreshold(
      form({
        route_id: '',
        label: ' ',
        tier: 'Critical Skills',
        amount: '41,700',
        hours_basis: '90',
        effective_from: '2025-02-30',
        source_url: 'http://example.com',
        source_date: '',
      }),
    );
    expect(errors).toEqual({
      route_id: 'Choose the route the figure is for.',
      label: 'Give the figure a label, e.g. "Skilled Worker general threshold".',
      tier: 'Use lowercase words joined by underscores, e.g. general or critical_skills.',
      amount:
        'Enter the amount as a number above 0 with at most two decimals, e.g. 41700 or 36.60.',
      hours_basis:
        'Enter hours a week above 0 and up to 80 (one decimal at most), or leave it empty.',
      effective_from: 'Enter the first day the figure applies.',
      source_url: 'Enter the web address of the source, starting with https://.',
      source_date: 'Enter the date the source gives for the figure.',
    });
  });

  it('refuses a last day before the first, even when the other fields are wrong too', () => {
    expect(
      checkVisaThreshold(form({ label: '', effective_to: '2025-07-21' })).errors,
    ).toMatchObject({ effective_to: 'The last day cannot be before the first day.' });
    expect(checkVisaThreshold(form({ effective_to: '2025-07-22' })).errors).toBeNull();
  });
});

describe('checkVisaCitizenshipRight', () => {
  const right = {
    destination: 'united-states',
    citizenship: 'au',
    right_kind: 'treaty',
    route_id: '',
    basis: 'Australia-United States Free Trade Agreement',
    conditions: '',
    source_url: 'https://www.uscis.gov/working-in-the-united-states',
    source_date: '2026-12-05',
  };

  it('needs the route of a treaty right, and drops it for free movement', () => {
    expect(checkVisaCitizenshipRight(right).errors).toEqual({
      route_id: 'Choose the treaty route this citizenship opens.',
    });
    expect(checkVisaCitizenshipRight({ ...right, route_id: '8' }).values).toMatchObject({
      citizenship: 'AU',
      route_id: 8,
      conditions: null,
    });
    expect(
      checkVisaCitizenshipRight({ ...right, right_kind: 'free_movement', route_id: '8' }).values,
    ).toMatchObject({ right_kind: 'free_movement', route_id: null });
  });
});
