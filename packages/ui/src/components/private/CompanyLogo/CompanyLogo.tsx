import clsx from 'clsx';
import type { ReactNode } from 'react';
import { companyLogo, companyLogoSize, type CompanyLogoSize } from './CompanyLogo.css';

export interface CompanyLogoProps {
  company: string;
  /** The company's logo image; without one its initial is shown on a tinted tile. */
  logo?: ReactNode;
  size?: CompanyLogoSize;
  className?: string;
}

/** A square company mark; decorative, because the company's name is always written beside it. */
export function CompanyLogo({ company, logo, size = 'standard', className }: CompanyLogoProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="company-logo"
      className={clsx(companyLogo, companyLogoSize[size], className)}
    >
      {logo ?? company.trim().charAt(0).toUpperCase()}
    </span>
  );
}
