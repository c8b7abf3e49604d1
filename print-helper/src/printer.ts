import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrintHelperConfig } from './config.js';

export type PrintResult = { file: string | null };

/** Where the PDFs go: a print command (the PDF on its standard input) or, by default, a spool directory. */
export type Printer = { name: string; print: (pdf: Buffer) => Promise<PrintResult> };

/** The command runs through the shell, as configured by whoever runs the helper (e.g. `lp -d TAGS`). */
function commandPrinter(command: string, timeoutMs: number): Printer {
  return {
    name: command,
    print: (pdf) =>
      new Promise((resolve, reject) => {
        const child = spawn(command, { shell: true, stdio: ['pipe', 'ignore', 'pipe'], timeout: timeoutMs });
        let stderr = '';
        child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
          if (stderr.length < 2000) stderr += chunk;
        });
        child.on('error', reject);
        child.on('close', (code, signal) => {
          if (code === 0) resolve({ file: null });
          else reject(new Error(`${command} failed (${signal ?? `exit ${code}`})${stderr.trim() ? `: ${stderr.trim()}` : ''}`));
        });
        // A command that exits without reading its input closes the pipe: its exit code decides, not EPIPE.
        child.stdin.on('error', () => {});
        child.stdin.end(pdf);
      }),
  };
}

/** Writes each PDF to the spool directory (complete files only: written aside, then renamed). */
function spoolPrinter(dir: string): Printer {
  return {
    name: `spool:${dir}`,
    print: async (pdf) => {
      await mkdir(dir, { recursive: true });
      const name = `tag-${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.pdf`;
      const file = join(dir, name);
      await writeFile(`${file}.part`, pdf);
      await rename(`${file}.part`, file);
      return { file };
    },
  };
}

export const createPrinter = (config: PrintHelperConfig): Printer =>
  config.command ? commandPrinter(config.command, config.commandTimeoutMs) : spoolPrinter(config.spoolDir);
