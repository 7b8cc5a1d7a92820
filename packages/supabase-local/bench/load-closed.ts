/**
 * Loads where each actor waits for its answer before its next request: the closed loop (no pause:
 * the throughput the server reaches when saturated) and users with think time (a pause drawn
 * from an exponential distribution after each answer, as a person reads a page before the next
 * click). Latency runs from sending the request.
 */
import { nextRequest, Recorder, type Actor } from './load-mix.js';

export interface RunResult {
  recorder: Recorder;
  /** From the first request to the last answer. */
  seconds: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** An exponential pause of mean `meanMs`. */
const exponential = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;

/** Every actor loops request after request for `seconds`. */
export async function closedLoop(
  actors: Actor[],
  jobIds: number[],
  seconds: number,
): Promise<RunResult> {
  const recorder = new Recorder();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    actors.map(async (actor) => {
      while (performance.now() < deadline) await recorder.time(nextRequest(actor, jobIds));
    }),
  );
  return { recorder, seconds: (performance.now() - started) / 1000 };
}

/**
 * Each actor is a user: a first pause (so users do not all click at once), then request, pause,
 * request… for `seconds`; requests in flight at the end are awaited and counted.
 */
export async function usersWithThinkTime(
  actors: Actor[],
  jobIds: number[],
  seconds: number,
  thinkSeconds: number,
): Promise<RunResult> {
  const recorder = new Recorder();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const think = () =>
    sleep(Math.min(exponential(thinkSeconds * 1000), deadline - performance.now()));
  await Promise.all(
    actors.map(async (actor) => {
      await think();
      while (performance.now() < deadline) {
        await recorder.time(nextRequest(actor, jobIds));
        await think();
      }
    }),
  );
  return { recorder, seconds: (performance.now() - started) / 1000 };
}
