/** Headcount bands a company chooses from (the database checks the same values). */
export const companySizes = [
  { value: '1-10', label: '1–10 employees' },
  { value: '11-50', label: '11–50 employees' },
  { value: '51-200', label: '51–200 employees' },
  { value: '201-1000', label: '201–1,000 employees' },
  { value: '1001+', label: 'More than 1,000 employees' },
] as const;

export type CompanySize = (typeof companySizes)[number]['value'];

/** '51–200 employees'; null for no band. */
export function companySizeLabel(value: string | null | undefined): string | null {
  return companySizes.find((size) => size.value === value)?.label ?? null;
}

/** The logos bucket's rules, mirrored from the bucket so the form can explain them before uploading. */
export const companyLogoRules = {
  bucket: 'logos',
  maxSizeBytes: 2 * 1024 * 1024,
  accept: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif'],
} as const;
