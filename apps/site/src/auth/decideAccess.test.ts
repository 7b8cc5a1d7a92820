import { describe, expect, it } from 'vitest';
import { dashboardPathFor, decideAccess, safeReturnTo } from './decideAccess';

const employer = { loading: false, user: { id: 'u' }, profile: { user_type: 'employer' } };

describe('route guard (spec §5)', () => {
  it('renders nothing while loading', () => {
    expect(decideAccess({ loading: true, user: null, profile: null }, ['admin'])).toEqual({ kind: 'wait' });
  });
  it('sends a visitor to log in', () => {
    expect(decideAccess({ loading: false, user: null, profile: null }, ['candidate'])).toEqual({ kind: 'login' });
  });
  it('leaves quietly after the user signed out on purpose', () => {
    expect(decideAccess({ loading: false, user: null, profile: null, signedOut: true }, ['admin'])).toEqual({ kind: 'left' });
  });
  it('refuses a user type outside the list', () => {
    expect(decideAccess(employer, ['admin'])).toEqual({ kind: 'forbidden' });
    expect(decideAccess({ ...employer, profile: null }, ['employer'])).toEqual({ kind: 'forbidden' });
  });
  it('sends an admin without a second factor to the code step, and lets an aal2 admin in', () => {
    const admin = { loading: false, user: { id: 'a' }, profile: { user_type: 'admin' } };
    expect(decideAccess({ ...admin, assurance: 'aal1' }, ['admin'])).toEqual({ kind: 'secondFactor' });
    expect(decideAccess(admin, ['admin'])).toEqual({ kind: 'secondFactor' });
    expect(decideAccess({ ...admin, assurance: 'aal2' }, ['admin'])).toEqual({ kind: 'allow' });
  });
  it('allows a listed type, and any signed-in user for an empty list', () => {
    expect(decideAccess(employer, ['employer'])).toEqual({ kind: 'allow' });
    expect(decideAccess({ ...employer, profile: null }, [])).toEqual({ kind: 'allow' });
  });
});

describe('dashboard redirect and return paths', () => {
  it('maps each user type to its dashboard', () => {
    expect(dashboardPathFor('admin')).toBe('/admin');
    expect(dashboardPathFor('employer')).toBe('/employer/dashboard');
    expect(dashboardPathFor('candidate')).toBe('/applicant/dashboard');
    expect(dashboardPathFor('recruiter')).toBe('/recruiter');
    expect(dashboardPathFor('visitor')).toBeNull();
  });
  it('only returns to paths on this site', () => {
    expect(safeReturnTo('/applicant/dashboard?tab=1')).toBe('/applicant/dashboard?tab=1');
    expect(safeReturnTo('//evil.example')).toBeNull();
    expect(safeReturnTo('https://evil.example')).toBeNull();
  });
});
