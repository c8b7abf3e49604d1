// `pnpm install` (the root's `prepare`) installs the repository's pre-commit hook: Biome checks the staged files, so
// what is committed is formatted and linted like CI wants it. Written here, without a hook manager, so an install
// outside a git checkout (the Docker image's build, a tarball) has nothing to do and cannot fail on it.
// Skip it once with `git commit --no-verify`; remove it with `rm "$(git rev-parse --git-path hooks)/pre-commit"`.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { ROOT } from './ensure-install.mjs';

const MARK = '# teleconsulta pre-commit (scripts/git-hooks.mjs)';
const HOOK = `#!/bin/sh
${MARK}
# Biome on the staged files only; a commit with a lint or format error stops here (git commit --no-verify skips it).
exec npx --no-install biome check --staged --no-errors-on-unmatched --files-ignore-unknown=true
`;

function hooksDir(root) {
  try {
    const dir = execFileSync('git', ['rev-parse', '--git-path', 'hooks'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return isAbsolute(dir) ? dir : join(root, dir);
  } catch {
    return null; // not a git checkout, or no git: nothing to install
  }
}

/** Installs the hook in the checkout at `root`; answers the hook's path, or null when there is none to write. */
export function installPreCommit(root) {
  const dir = hooksDir(root);
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'pre-commit');
  // A hook someone wrote themselves is theirs: only ours is (re)written.
  if (existsSync(file) && !readFileSync(file, 'utf8').includes(MARK)) return null;
  writeFileSync(file, HOOK);
  chmodSync(file, 0o755);
  return file;
}

if (import.meta.url === `file://${process.argv[1]}`) installPreCommit(ROOT);
