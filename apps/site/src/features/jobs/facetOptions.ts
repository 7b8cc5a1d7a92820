import type { SelectOption } from '@globalhire/ui';
import { siteNumberLocale, type FacetOption, type JobSearchFacets } from '@globalhire/data';
import { jobsPageCopy } from '../../content/jobs';

/** How counts are written: `estimated` counts (a very broad search) read "about 1,200". */
export interface CountStyle {
  locale?: string;
  estimated?: boolean;
}

/** Two significant figures: an estimate never looks more precise than it is (1,234 → 1,200). */
export const roughCount = (count: number) => {
  if (count < 10) return Math.round(count);
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
};

/**
 * 'Canada (124)', or 'Canada (about 1,200)' for an estimate: the count is part of the option's
 * name, so screen readers read it with it. An estimate of none says nothing rather than "0".
 */
export const labelWithCount = (label: string, count: number, style: CountStyle = {}) => {
  const number = new Intl.NumberFormat(style.locale ?? siteNumberLocale);
  if (!style.estimated) return `${label} (${number.format(count)})`;
  const rough = roughCount(count);
  return rough > 0 ? `${label} (${jobsPageCopy.estimatedCount(number.format(rough))})` : label;
};

/**
 * A filter's options with the number of live jobs each would give (the other filters applied).
 * Options with no jobs are left out rather than shown disabled: the country list would otherwise
 * be ~190 dead entries for a screen reader to step through, and the city list can only be built
 * from the cities that have jobs, so leaving out is the one rule every list can follow. The
 * option chosen now always stays (with its count, maybe 0), so the select shows what is applied.
 * Without counts (the first search still loading, or failed) the options are as given.
 */
export function optionsWithCounts(
  options: readonly SelectOption[],
  facet: readonly FacetOption[] | undefined,
  selected: string,
  style: CountStyle = {},
): SelectOption[] {
  if (!facet) return [...options];
  const counts = new Map(facet.map((option) => [option.value, option.count]));
  const shown: SelectOption[] = [];
  for (const option of options) {
    if (option.disabled) {
      // A divider stays only between two shown groups.
      if (shown.length > 0 && !shown[shown.length - 1]!.disabled) shown.push(option);
      continue;
    }
    const count = counts.get(option.value) ?? 0;
    if (count > 0 || option.value === selected)
      shown.push({ ...option, label: labelWithCount(option.label, count, style) });
  }
  if (shown.length > 0 && shown[shown.length - 1]!.disabled) shown.pop();
  return shown;
}

/**
 * The city filter's options: the cities that have live jobs, A–Z, each with its count, plus the
 * city chosen now (from a link) even when it has none.
 */
export function cityOptions(
  facet: readonly FacetOption[] | undefined,
  selected: string,
  style: CountStyle = {},
): SelectOption[] {
  const cities = (facet ?? []).filter((option) => option.count > 0 && option.value);
  if (selected && !cities.some((option) => option.value === selected))
    cities.push({ value: selected, count: facet ? 0 : Number.NaN });
  return cities
    .sort((a, b) => a.value.localeCompare(b.value, style.locale))
    .map((option) => ({
      value: option.value,
      label: Number.isNaN(option.count)
        ? option.value
        : labelWithCount(option.value, option.count, style),
    }));
}

export type FacetName = keyof JobSearchFacets;
