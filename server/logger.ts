import { pino, type Logger } from "pino";

/**
 * JSON lines in production; pretty only when LOG_PRETTY=1. Never bodies, cookies or form fields.
 * Lines are written through a buffered, asynchronous destination: one write syscall per few KB instead of
 * one per request, which is what lets a page-cache hit cost about what a bare server costs. The buffer is
 * flushed on shutdown (flushLogs) and when it fills.
 */
export function createLogger(options: { level: string; pretty: boolean }): Logger {
  // No redact paths: the request serializers (server/app.ts) already log only id, method, url and status,
  // and redaction would cost more per line than the rest of a cached response.
  const settings = { level: options.level, base: undefined };
  if (options.pretty)
    return pino({ ...settings, transport: { target: "pino-pretty", options: { colorize: true } } });
  return pino(settings, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}

export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // a pretty transport has nothing to flush synchronously
  }
}

export type { Logger };
