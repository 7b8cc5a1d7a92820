import { describe, expect, it } from 'vitest';
import { validateEmployerVisaUpload } from './employer-visa-steps';

describe('validateEmployerVisaUpload', () => {
  it('asks for a name, and one of at most 200 characters', () => {
    expect(validateEmployerVisaUpload({ name: '   ' })).toBe('Name the document.');
    expect(validateEmployerVisaUpload({ name: 'x'.repeat(201) })).toBe(
      'Keep the name under 200 characters.',
    );
    expect(validateEmployerVisaUpload({ name: ' Signed job offer ' })).toBeUndefined();
  });
});
