import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { installPreCommit } from '../../scripts/git-hooks.mjs';

const dirs: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tc-hooks-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the pre-commit hook that `pnpm install` installs (scripts/git-hooks.mjs)', () => {
  it('writes an executable hook that runs Biome on the staged files', () => {
    const repo = temp();
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const file = installPreCommit(repo) as string;
    expect(file).toBe(join(repo, '.git', 'hooks', 'pre-commit'));
    expect(readFileSync(file, 'utf8')).toContain('biome check --staged');
    expect(statSync(file).mode & 0o111).not.toBe(0);
  });

  it('keeps a hook someone wrote themselves, and rewrites its own', () => {
    const repo = temp();
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const own = installPreCommit(repo) as string;
    expect(installPreCommit(repo)).toBe(own);
    writeFileSync(own, '#!/bin/sh\necho mine\n');
    expect(installPreCommit(repo)).toBeNull();
    expect(readFileSync(own, 'utf8')).toBe('#!/bin/sh\necho mine\n');
  });

  it('does nothing outside a git checkout (a Docker build, a tarball)', () => {
    expect(installPreCommit(temp())).toBeNull();
  });
});
