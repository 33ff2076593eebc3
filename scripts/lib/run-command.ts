/** The scripts' one way to run a command to its end and keep what it printed. */
import { spawn } from "node:child_process";

export type CommandResult = { code: number | null; stdout: string; stderr: string };

export type CommandOptions = {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** written to its stdin (which is closed at once without it) */
  input?: string;
  /** SIGKILL after this long */
  timeoutMs?: number;
  /** each chunk of stdout and stderr as it comes (e.g. to echo it) */
  onOutput?: (chunk: string) => void;
};

/**
 * Runs `command args` to its end (or kills it after timeoutMs) and resolves with its exit code and output;
 * never throws: a command that cannot start resolves with code null and the error in stderr.
 */
export function runCommand(
  command: string,
  args: string[],
  options: CommandOptions = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk;
      options.onOutput?.(chunk.toString());
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk;
      options.onOutput?.(chunk.toString());
    });
    const timer = options.timeoutMs ? setTimeout(() => child.kill("SIGKILL"), options.timeoutMs) : null;
    child.on("error", (error) => {
      stderr += error.message;
    });
    // "close" (not "exit"): every byte of the piped output has been read
    child.on("close", (code) => {
      if (timer) clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    if (child.stdin) {
      // a command that exits before reading its input must not crash the run (EPIPE)
      child.stdin.on("error", () => undefined);
      child.stdin.end(options.input);
    }
  });
}
