import { describe, expect, it } from 'vitest';
import { groupFeeQuote } from './feeQuote';

const row = (over: Partial<Parameters<typeof groupFeeQuote>[0][number]>) => ({
  destination: 'canada',
  region: null as unknown as string,
  fee_code: 'registration',
  label: 'Registration fee',
  description: '',
  amount: 150,
  currency: 'USD',
  unit: 'once',
  amount_is_from: false,
  charged_on: 'first_approved_proposal' as const,
  charged: true,
  jurisdiction_name: null as unknown as string,
  jurisdiction_summary: null as unknown as string,
  sources: null,
  ...over,
});

describe('groupFeeQuote', () => {
  it('puts a restricted province under its country, with the rule that stops the fee', () => {
    const grouped = groupFeeQuote([
      row({}),
      row({
        region: 'ON',
        charged: false,
        jurisdiction_name: 'Ontario, Canada',
        jurisdiction_summary: 'No fee.',
        sources: [{ title: 'EPFNA s.7', url: 'https://www.ontario.ca/laws/statute/09e32' }],
      }),
      row({ destination: 'united-kingdom', charged: false, jurisdiction_name: 'United Kingdom', jurisdiction_summary: 'No fee.', sources: [] }),
    ]);
    expect(grouped.map((d) => d.destination)).toEqual(['canada', 'united-kingdom']);
    const canada = grouped[0]!;
    expect(canada.restriction).toBeNull();
    expect(canada.fees[0]).toMatchObject({ code: 'registration', charged: true, amount: 150 });
    expect(canada.regions).toHaveLength(1);
    expect(canada.regions[0]).toMatchObject({ region: 'ON', restriction: { name: 'Ontario, Canada' } });
    expect(canada.regions[0]!.restriction!.sources[0]!.title).toBe('EPFNA s.7');
    expect(grouped[1]!.restriction?.name).toBe('United Kingdom');
  });

  it('leaves a place without restriction when every fee is charged', () => {
    const [only] = groupFeeQuote([row({}), row({ fee_code: 'translation', charged: true })]);
    expect(only!.restriction).toBeNull();
    expect(only!.fees.map((f) => f.code)).toEqual(['registration', 'translation']);
  });
});
