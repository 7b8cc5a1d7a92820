import { describe, expect, it } from 'vitest';
import { emailTimeZone } from './emailTimeZone';

describe('the time zone for emails in the preferences form', () => {
  it("shows the zone saved, by its current name, else the browser's", () => {
    expect(emailTimeZone('Asia/Tokyo', 'Europe/Paris')).toBe('Asia/Tokyo');
    expect(emailTimeZone('Asia/Calcutta', 'Europe/Paris')).toBe('Asia/Kolkata');
    expect(emailTimeZone(null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(emailTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
