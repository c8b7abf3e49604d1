import { afterAll, afterEach } from 'vitest';
import { drainAxeFindings } from './fixtures/axe-gate.js';

/**
 * The axe gate's verdict (e2e/fixtures/axe-gate.ts): after each test, the pages it opened have been checked, and a
 * serious or critical violation fails it with the rule, the element and what is wrong. Pages a file opened in its
 * beforeAll or after its last test are judged when the file ends.
 */
async function verdict(): Promise<void> {
  const found = await drainAxeFindings();
  if (found) throw new Error(found);
}

afterEach(verdict);
afterAll(verdict);
