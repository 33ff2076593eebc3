/**
 * The audit's one bound on a stage of a page (run.ts): a stage that has not ended after
 * AUDIT_STAGE_SECONDS (default 180) fails with an error that names the page and the stage, and the run
 * ends red with that name instead of waiting for ever. Each wait inside a stage has a bound of its own
 * (Playwright's timeouts, the frame waits' timers); this one catches the wait nobody bounded, such as a
 * `page.evaluate` whose promise waits on a tab that stopped drawing frames (Playwright gives evaluate no
 * timeout). The stage's own work is not cancelled: the error ends the run, and the run closes the browser.
 * The default is well above the slowest stage seen on a busy 2-core machine (a page's navigation and
 * scroll-through, bounded at 120 s by the navigation timeout alone) and some twenty times a stage's time on
 * a quiet one.
 */
export const DEFAULT_STAGE_SECONDS = 180;

/** AUDIT_STAGE_SECONDS, a positive number of seconds; unset or empty: the default. */
export function stageSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AUDIT_STAGE_SECONDS;
  if (raw === undefined || raw === "") return DEFAULT_STAGE_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`AUDIT_STAGE_SECONDS must be a positive number of seconds, not "${raw}"`);
  return seconds;
}

export class StageTimeout extends Error {
  constructor(
    readonly page: string,
    readonly stage: string,
    readonly seconds: number,
  ) {
    super(
      `audit: page ${page}, stage "${stage}" did not end within ${seconds} s (AUDIT_STAGE_SECONDS): a wait in it never ended`,
    );
    this.name = "StageTimeout";
  }
}

/** `work`'s result, or a StageTimeout naming `page` and `stage` once `seconds` have passed without one. */
export function watchdog<T>(
  page: string,
  stage: string,
  work: () => Promise<T>,
  seconds: number = stageSeconds(),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StageTimeout(page, stage, seconds)), seconds * 1000);
  });
  return Promise.race([Promise.resolve().then(work), bound]).finally(() => clearTimeout(timer));
}
