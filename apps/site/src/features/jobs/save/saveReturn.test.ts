import { describe, expect, it } from 'vitest';
import { jobToSave, returnToSaving, withoutSaveRequest } from './saveReturn';

describe('saving a job across login', () => {
  it('returns to the same page and filters, asking it to save the job', () => {
    const login = returnToSaving({ pathname: '/jobs', search: '?country=canada&page=2' }, 12);
    const returnTo = new URLSearchParams(login.split('?')[1]).get('returnTo');
    expect(returnTo).toBe('/jobs?country=canada&page=2&save=12');
    expect(jobToSave(returnTo!.slice(returnTo!.indexOf('?')))).toBe(12);
    expect(withoutSaveRequest('?country=canada&page=2&save=12')).toBe('?country=canada&page=2');
    expect(withoutSaveRequest('?save=12')).toBe('');
  });

  it('ignores anything but a job id', () => {
    expect(jobToSave('?save=abc')).toBeNull();
    expect(jobToSave('?save=-1')).toBeNull();
    expect(jobToSave('')).toBeNull();
  });
});
