/**
 * Canada's provinces and territories by name, with the codes jobs store in `region`: Canada's
 * work-permit wage thresholds are set per province, so a Canadian job's verdict needs one.
 */
export const canadianProvinces = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NT', label: 'Northwest Territories' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'NU', label: 'Nunavut' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
  { value: 'YT', label: 'Yukon' },
] as const;
export type CanadianProvince = (typeof canadianProvinces)[number]['value'];

/** The country whose jobs name a province (its thresholds are provincial). */
export const PROVINCE_COUNTRY = 'canada';
