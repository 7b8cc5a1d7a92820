/** Login and registration take `type=candidate` (default) or `type=employer` (spec §6). */
export type AccountType = 'candidate' | 'employer';

export function accountTypeFrom(params: URLSearchParams): AccountType {
  return params.get('type') === 'employer' ? 'employer' : 'candidate';
}

export const otherAccountType = (type: AccountType): AccountType => (type === 'employer' ? 'candidate' : 'employer');

export const accountTypeLabel: Record<AccountType, string> = { candidate: 'Candidate', employer: 'Employer' };
