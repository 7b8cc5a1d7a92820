/**
 * The open loop: requests arrive at a set rate whatever the answers do (Poisson arrivals on a
 * timetable drawn in advance), each from the next actor of a pool of signed-in clients. A
 * request's latency runs from its scheduled time, so time spent queueing (in the server, or in
 * this process when it falls behind) counts: no coordinated omission. The rate is stepped up
 * until a step misses the target badly; the highest step that meets it is what the engine
 * sustains.
 */
import { nextRequest, percentile, Recorder, type Actor } from './load-mix.js';

export interface OpenStep {
  /** Offered rate (requests/s). */
  rate: number;
  /** Answered requests per second, from the step's start to its last answer. */
  achieved: number;
  /** Requests the timetable held (Poisson: about rate × seconds). */
  scheduled: number;
  seconds: number;
  recorder: Recorder;
}

/** What an engine must hold at a rate to sustain it. */
export const OPEN_TARGET = { p95Ms: 100, errors: 0 };

export const meetsTarget = (step: OpenStep): boolean =>
  step.recorder.errors <= OPEN_TARGET.errors &&
  percentile(step.recorder.sorted(), 0.95) <= OPEN_TARGET.p95Ms;

/** Far past the target: higher rates only queue more, so the stepping stops. */
const saturated = (step: OpenStep): boolean =>
  step.recorder.errors > 0 ||
  percentile(step.recorder.sorted(), 0.95) > 10 * OPEN_TARGET.p95Ms ||
  step.achieved < (0.9 * step.scheduled) / step.seconds;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `rate` requests/s for `seconds`, then the answers still due. */
export async function openStep(
  actors: Actor[],
  jobIds: number[],
  rate: number,
  seconds: number,
): Promise<OpenStep> {
  const recorder = new Recorder();
  const started = performance.now();
  const end = started + seconds * 1000;
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  let at = started;
  let yielded = started;
  for (;;) {
    at += (-Math.log(1 - Math.random()) / rate) * 1000;
    if (at >= end) break;
    const wait = at - performance.now();
    if (wait >= 1) {
      await sleep(wait);
      yielded = performance.now();
    } else if (performance.now() - yielded > 5) {
      // Behind the timetable: still let answers in now and then, or they would wait for the step.
      await new Promise((done) => setImmediate(done));
      yielded = performance.now();
    }
    const actor = actors[next % actors.length] as Actor;
    next += 1;
    const request = recorder.time(nextRequest(actor, jobIds), at);
    inFlight.add(request);
    void request.finally(() => inFlight.delete(request));
  }
  await Promise.all(inFlight);
  const span = (Math.max(recorder.lastDone, end) - started) / 1000;
  return {
    rate,
    achieved: (recorder.samples.length - recorder.errors) / span,
    scheduled: next,
    seconds,
    recorder,
  };
}

/** Each rate in turn (a pause between steps), until one is saturated. */
export async function steppedOpenLoop(
  actors: Actor[],
  jobIds: number[],
  rates: number[],
  stepSeconds: number,
): Promise<OpenStep[]> {
  const steps: OpenStep[] = [];
  for (const rate of rates) {
    const step = await openStep(actors, jobIds, rate, stepSeconds);
    steps.push(step);
    if (saturated(step)) break;
    await sleep(1000);
  }
  return steps;
}

/** The highest offered rate whose step met the target, or null. */
export function sustainedRate(steps: OpenStep[]): number | null {
  const met = steps.filter(meetsTarget).map((s) => s.rate);
  return met.length > 0 ? Math.max(...met) : null;
}
