// The CPU time a command and every process it started have used, read from /proc (Linux), so
// each suite's cost is its own even when suites run side by side. Processes are sampled (every
// second by default): one that lives less than that may go uncounted, and each counts up to its
// last sample. Elsewhere the figure is null.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ). */
const ticksPerSecond = 100;

/** Every process's parent, start time and own CPU seconds (not its children's). */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while the table was read
    }
    // After "pid (command) ": state, ppid, …, utime (14th field), stime (15th), starttime (22nd).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(entry), {
      parent: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond,
      started: fields[19],
    });
  }
  return table;
}

/**
 * Starts counting the CPU of `rootPid` and its descendants, sampled every `intervalMs`; `stop()`
 * returns the seconds.
 */
export function watchProcessTree(rootPid, { intervalMs = 1000 } = {}) {
  if (!existsSync('/proc/self/stat')) return { stop: () => null };
  const used = new Map();
  const sample = () => {
    const table = processTable();
    const inTree = (pid) => {
      for (let at = pid, depth = 0; at > 1 && depth < 100; depth += 1) {
        if (at === rootPid) return true;
        at = table.get(at)?.parent ?? 0;
      }
      return false;
    };
    // Keyed by start time too: a process id the system hands out again is another process.
    for (const [pid, { seconds, started }] of table)
      if (inTree(pid)) used.set(`${pid}@${started}`, seconds);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return [...used.values()].reduce((sum, seconds) => sum + seconds, 0);
    },
  };
}
