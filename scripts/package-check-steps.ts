import { execFileSync } from 'node:child_process';

/**
 * The steps of the scripts that pack a workspace package and use it in a project of its own (test-ui-package.ts,
 * test-sdk-package.ts): each step named with its seconds, and commands whose output goes to the terminal.
 */
export const seconds = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

export function step<T>(name: string, action: () => T): T {
  const from = performance.now();
  const result = action();
  console.log(`ok ${name} (${seconds(from)})`);
  return result;
}

export function sh(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
}
