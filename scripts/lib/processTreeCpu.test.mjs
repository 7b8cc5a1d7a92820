import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { watchProcessTree } from './processTreeCpu.mjs';

/** Node code that keeps a core busy for a while, then prints the CPU seconds it used. */
const busy = `let sum = 0;
  for (let i = 0; i < 4e8; i += 1) sum += i % 7;
  const { user, system } = process.cpuUsage();
  console.log((user + system) / 1e6, sum > 0);`;

describe.runIf(existsSync('/proc/self/stat'))("a suite's CPU time", () => {
  it('counts the command and the processes it starts', async () => {
    // The command works, then starts a process that works as hard and waits for it.
    const script = `const { spawnSync } = require('node:child_process');
      ${busy}
      process.stdout.write(spawnSync(process.execPath, ['-e', ${JSON.stringify(busy)}]).stdout);`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const cpu = watchProcessTree(child.pid, { intervalMs: 50 });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    const measured = cpu.stop();
    const used = output
      .trim()
      .split('\n')
      .reduce((sum, line) => sum + Number.parseFloat(line), 0);
    // Each process counts up to its last sample: a little less than it used, never more.
    expect(used).toBeGreaterThan(0.2);
    expect(measured).toBeGreaterThan(used - 0.3);
    expect(measured).toBeLessThan(used + 0.05);
  });
});
