import { spawnSync } from 'node:child_process';

/** Runs a command with inherited output and returns whether it succeeded. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}
