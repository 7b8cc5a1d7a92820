import { describe, expect, it } from 'vitest';
import { displayWebsite, employerLocation } from './employerLocation';

describe('employer details as shown', () => {
  it('joins the city and the country label', () => {
    expect(employerLocation({ city: 'Toronto', country: 'canada' })).toBe('Toronto, Canada');
    expect(employerLocation({ city: null, country: 'new-zealand' })).toBe('New Zealand');
    expect(employerLocation({ city: 'Perth', country: null })).toBe('Perth');
    expect(employerLocation({ city: null, country: null })).toBeNull();
  });

  it('shows a website without its scheme or trailing slash', () => {
    expect(displayWebsite('https://www.mapletech.example/')).toBe('www.mapletech.example');
    expect(displayWebsite('http://kauri.example/careers')).toBe('kauri.example/careers');
  });
});
