import type { SetupWorker } from 'msw/browser';
import { heldRequestCount } from '@globalhire/data/mocks';

// Which mocked requests are still waiting for their answer, so the visual suite photographs a
// story once its data has arrived rather than after a guessed number of steady frames.
const inFlight = new Set<string>();
let heldAtReset = 0;

const finishedEvents = [
  'response:mocked',
  'response:bypass',
  'request:unhandled',
  'unhandledException',
] as const;

/** Follows the worker's requests from start to answer; called once, where the worker starts. */
export function trackMockedRequests(worker: SetupWorker) {
  worker.events.on('request:start', ({ requestId }) => {
    inFlight.add(requestId);
  });
  for (const event of finishedEvents) {
    worker.events.on(event, ({ requestId }) => {
      inFlight.delete(requestId);
    });
  }
}

/**
 * Requests that will still answer. A loading story's held request (`never` in the mocks) never
 * does, so it is not counted: waiting on it would wait forever.
 */
export function mockedRequestsWaiting() {
  return Math.max(0, inFlight.size - (heldRequestCount() - heldAtReset));
}

/** A new story starts with nothing in flight: the last story's held requests are not its own. */
export function resetMockActivity() {
  inFlight.clear();
  heldAtReset = heldRequestCount();
}
