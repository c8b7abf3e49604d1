import { afterAll, afterEach } from 'vitest';
import { drainAxeFindings } from './fixtures/axe-gate.js';

/**
 * The axe gate's verdict (e2e/fixtures/axe-gate.ts): after each test, the pages it opened have been checked. With
 * AXE_GATE=enforce, a serious or critical violation fails the test with the rule, the element and what is wrong (pages a
 * file opened in its beforeAll or after its last test are judged when the file ends). Otherwise (AXE_GATE unset or
 * "report") the findings are only written to test-results/axe-findings.log and counted at the end of `npm test`: the
 * gate is enforced once a whole run of the suite is clean (issue 21, ADR 0042).
 */
async function verdict(): Promise<void> {
  const found = await drainAxeFindings();
  if (found && process.env.AXE_GATE === 'enforce') throw new Error(found);
}

afterEach(verdict);
afterAll(verdict);
