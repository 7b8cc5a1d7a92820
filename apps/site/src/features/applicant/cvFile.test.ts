import { describe, expect, it } from 'vitest';
import { cvPathFor } from '@globalhire/data';
import { cvFileFacts } from './cvFile';

describe('cvFileFacts', () => {
  it('reads back the file name and upload time that cvPathFor stored', () => {
    const at = new Date('2026-03-03T09:00:00Z');
    const path = cvPathFor('00000000-0000-4000-8000-0000000000c1', 'Carlos Mendes CV.pdf', at);
    expect(cvFileFacts(path)).toEqual({ fileName: 'Carlos-Mendes-CV.pdf', uploadedAt: at });
  });

  it('shows any other path as its last part, with no date', () => {
    expect(cvFileFacts('00000000-0000-4000-8000-0000000000c1/cv.pdf')).toEqual({
      fileName: 'cv.pdf',
      uploadedAt: null,
    });
  });
});
