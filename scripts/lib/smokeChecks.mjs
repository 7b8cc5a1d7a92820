// The named checks of a smoke-test script: each is timed and printed as it ends, the first
// failure stops the script, and the counts go to GLOBALHIRE_REPORT_FILE for `pnpm test`.
import { writeFileSync } from 'node:fs';
import { run } from './run.mjs';

export function smokeChecks(title) {
  const results = [];

  async function check(name, body) {
    const started = Date.now();
    try {
      await body();
      results.push({ name, ok: true });
      console.log(`  ✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      results.push({ name, ok: false, reason: error.message });
      console.log(`  ✗ ${name}: ${error.message}`);
      throw error;
    }
  }

  /**
   * Runs `main` (which calls `check`), then `cleanup`; writes the report, prints the closing line
   * and exits, non-zero when a check failed or `main` threw outside one.
   */
  async function runChecks(main, cleanup = () => {}) {
    let exitCode = 0;
    try {
      await main();
    } catch (error) {
      exitCode = 1;
      // A failed check has printed its reason already.
      if (results.at(-1)?.ok !== false) console.error(error);
    } finally {
      cleanup();
    }
    finish(exitCode);
  }

  function finish(exitCode) {
    const passed = results.filter((result) => result.ok).length;
    if (process.env.GLOBALHIRE_REPORT_FILE) {
      writeFileSync(
        process.env.GLOBALHIRE_REPORT_FILE,
        JSON.stringify({ passed, failed: results.length - passed, results }),
      );
    }
    console.log(`${title}: ${passed} of ${results.length} checks passed`);
    process.exit(exitCode);
  }

  return { check, runChecks };
}

/** Runs a command and throws when it exits non-zero. */
export async function mustRun(command, args, options) {
  const { code } = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}`);
}
