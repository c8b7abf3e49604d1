import { afterAll, afterEach } from 'vitest';
import { axeGateEnforced, drainAxeFindings } from './fixtures/axe-gate.js';

/**
 * The axe gate's verdict (e2e/fixtures/axe-gate.ts): after each test, the pages it opened have been checked, and a
 * serious or critical violation fails the test with the rule, the element and what is wrong (pages a file opened in its
 * beforeAll or after its last test are judged when the file ends). Every finding is also written to
 * test-results/axe-findings.log. AXE_GATE=report only lists them; AXE_GATE=off checks nothing (issue 21, ADR 0042).
 */
async function verdict(): Promise<void> {
  const found = await drainAxeFindings();
  if (found && axeGateEnforced()) throw new Error(found);
}

afterEach(verdict);
afterAll(verdict);
