import { describe, expect, it } from 'vitest';
import { nextMoves, pipelineStages, type PipelineMove } from './applicantPipeline';

const moves = (status: Parameters<typeof nextMoves>[0]) =>
  nextMoves(status).map((move) => `${move.label}→${move.to}`);

describe('the applicant pipeline', () => {
  it('walks new → shortlisted → interview → offer → hired, one step at a time', () => {
    const walked: string[] = [];
    let status: Parameters<typeof nextMoves>[0] = 'new';
    for (;;) {
      walked.push(status);
      const current: Parameters<typeof nextMoves>[0] = status;
      const next: PipelineMove | undefined = nextMoves(status).find(
        (move) => move.to !== 'rejected' && move.to !== current,
      );
      if (!next) break;
      status = next.to;
    }
    expect(walked).toEqual([...pipelineStages]);
  });

  it('offers Reject at every open stage', () => {
    for (const status of ['new', 'shortlisted', 'interview', 'offer'] as const) {
      expect(moves(status)).toContain('Reject→rejected');
    }
  });

  it('leaves an open offer to the candidate, and offers a new one or the hire without it', () => {
    expect(moves('interview')).toEqual(['Make offer→offer', 'Reject→rejected']);
    expect(moves('offer')).toEqual(['Make offer→offer', 'Mark as hired→hired', 'Reject→rejected']);
    expect(nextMoves('offer', true).map((move) => move.label)).toEqual(['Reject']);
  });

  it('lets a rejected candidate be reconsidered, and ends at hired or withdrawn', () => {
    expect(moves('rejected')).toEqual(['Reconsider→shortlisted']);
    expect(moves('hired')).toEqual([]);
    expect(moves('withdrawn')).toEqual([]);
  });
});
