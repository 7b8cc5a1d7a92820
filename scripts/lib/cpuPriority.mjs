// Lower CPU priority for a command and everything it starts, so suites running beside the
// longest one give way to it (see test-all.mjs). On Linux with autogroup scheduling, each session
// is scheduled as one group and a process's own nice only ranks it inside its session, so a
// session's group needs the lower priority too. The command's own session gets it at once;
// browsers and servers that its tools start in sessions of their own (Playwright does) get it
// when a sweep of the process table finds them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const niceness = 10;
const sweepMilliseconds = 1000;

/** Gives a session's scheduling group the lower priority; false where there is no autogroup. */
function lowerSessionPriority(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(niceness));
    return true;
  } catch {
    return false;
  }
}

/** Every process's parent and session, from /proc (empty where there is none). */
function processTable() {
  const table = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return table;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name may hold spaces and parentheses: the fields that follow start after the last ')'.
      const [, parent, , session] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { parent: Number(parent), session: Number(session) });
    } catch {
      // the process ended while the table was read
    }
  }
  return table;
}

/** The processes below `root`, `root` excluded. */
function descendants(root, table) {
  const below = new Set();
  for (const pid of table.keys()) {
    const chain = [];
    let current = pid;
    while (current > 1 && current !== root && !below.has(current) && table.has(current)) {
      chain.push(current);
      current = table.get(current).parent;
    }
    if (current === root || below.has(current)) for (const member of chain) below.add(member);
  }
  return below;
}

/**
 * Lowers the priority of the session led by `pid` (a command spawned detached, under `nice`)
 * and of the sessions its descendants start. Returns a function that stops the sweeps.
 */
export function yieldCpuFrom(pid) {
  if (!lowerSessionPriority(pid)) return () => {};
  const lowered = new Set([pid]);
  const timer = setInterval(() => {
    const table = processTable();
    for (const descendant of descendants(pid, table)) {
      const leadsSession = table.get(descendant)?.session === descendant;
      if (leadsSession && !lowered.has(descendant)) {
        lowered.add(descendant);
        lowerSessionPriority(descendant);
      }
    }
  }, sweepMilliseconds);
  timer.unref();
  return () => clearInterval(timer);
}
