import { pino, type Logger } from "pino";

/** JSON lines in production; pretty only when LOG_PRETTY=1. Never bodies, cookies or form fields. */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  return pino({
    level: options.level,
    base: undefined,
    redact: { paths: ["req.headers", "res.headers", "body", "cookies"], remove: true },
    ...(options.pretty ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  });
}

export type { Logger };
