import { mkdtempSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { expect, test } from "vitest";
import { createLogger, hitLogger, LineBuffer, loggedTarget } from "../../server/logger";

function tempFile() {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "log-")), "out.log");
  return { file, fd: openSync(file, "w") };
}

test("log lines are held until 4 KB, then written whole and in order; flush writes the rest", () => {
  const { file, fd } = tempFile();
  const buffer = new LineBuffer(fd, 100);
  buffer.write("one\n");
  buffer.write("two\n");
  expect(readFileSync(file, "utf8")).toBe("");
  buffer.write("x".repeat(100) + "\n");
  expect(readFileSync(file, "utf8")).toBe(`one\ntwo\n${"x".repeat(100)}\n`);
  buffer.write("last\n");
  buffer.flushSync();
  expect(readFileSync(file, "utf8").endsWith("last\n")).toBe(true);
});

test("a cache hit's line is valid JSON in pino's shape, with the visitor's URL escaped", () => {
  const { file, fd } = tempFile();
  const buffer = new LineBuffer(fd);
  const logger = pino({ level: "info", base: undefined }, buffer);
  hitLogger(logger)?.("abc-1", "GET", '/about"</script>\\?page="</script>\\', 200, 1234, 0.042);
  logger.info("after");
  buffer.flushSync();
  const [hit, after] = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(hit).toMatchObject({
    level: 30,
    req: { id: "abc-1", method: "GET", url: '/about"</script>\\?page="</script>\\' },
    res: { statusCode: 200, bytes: 1234 },
    responseTime: 0.042,
    cache: "hit",
    msg: "request completed",
  });
  expect(typeof hit.time).toBe("number");
  expect(after.msg).toBe("after");
  // below info, hits are not logged at all
  expect(hitLogger(pino({ level: "warn" }, buffer))).toBeNull();
});

test("a hit's line carries the logger's bindings (the worker in a cluster), as pino's own lines do", () => {
  const { file, fd } = tempFile();
  const buffer = new LineBuffer(fd);
  const logger = pino({ level: "info", base: { worker: 2 } }, buffer);
  hitLogger(logger)?.("abc-2", "HEAD", "/", 200, 0, 0.01);
  logger.info("own line");
  buffer.flushSync();
  const lines = readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines.map((l) => l.worker)).toEqual([2, 2]);
});

test("a cluster line carries one worker key: a line naming another worker keeps it as subjectWorker", () => {
  const raw: string[] = [];
  const logger = createLogger({
    level: "info",
    pretty: false,
    base: { worker: "primary" },
    destination: { write: (line: string) => raw.push(line) },
  });
  // what the primary logs when a worker dies, and any line that names a worker the old way
  logger.error({ deadWorker: 1, pid: 42, code: null, signal: "SIGKILL" }, "worker died; starting a new one");
  logger.warn({ worker: 2, other: true }, "a line about worker 2");
  logger.info("plain");
  expect(raw).toHaveLength(3);
  for (const line of raw) expect(line.match(/"worker":/g)).toHaveLength(1);
  const [died, about, plain] = raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(died).toMatchObject({ worker: "primary", deadWorker: 1, signal: "SIGKILL" });
  expect(about).toMatchObject({ worker: "primary", subjectWorker: 2, other: true });
  expect(plain).toMatchObject({ worker: "primary", msg: "plain" });
  // without bindings the line's own keys are written as they are
  const single: string[] = [];
  createLogger({ level: "info", pretty: false, destination: { write: (l: string) => single.push(l) } }).info(
    { worker: 3 },
    "alone",
  );
  expect(JSON.parse(single[0] ?? "{}")).toMatchObject({ worker: 3, msg: "alone" });
});

test("a request line keeps the path and the query's names, the values only of the parameters pages read", () => {
  expect(loggedTarget("/services/local-seo?utm_source=google&utm_medium=cpc&gclid=EAIaIQ-SECRET")).toEqual({
    url: "/services/local-seo?utm_source&utm_medium&gclid",
  });
  for (const id of [
    "gclid",
    "gbraid",
    "wbraid",
    "fbclid",
    "msclkid",
    "ttclid",
    "li_fat_id",
    "twclid",
    "dclid",
  ])
    expect(loggedTarget(`/?${id}=SECRET-${id}`).url).toBe(`/?${id}`);
  expect(loggedTarget("/blog?page=2&utm_campaign=ann@example.com").url).toBe("/blog?page=2&utm_campaign");
  expect(loggedTarget("/reviews?service=Local+SEO&q=my+name").url).toBe("/reviews?service=Local+SEO&q");
  expect(loggedTarget("/contact?sent=1").url).toBe("/contact?sent=1");
  // a fragment (no browser sends one; a script can) is not kept either
  expect(loggedTarget("/about#token=SECRET").url).toBe("/about");
  expect(loggedTarget("/about?x=1#y=2").url).toBe("/about?x");
  expect(loggedTarget("/about").url).toBe("/about");
  // a long target is cut after the values are gone, with its length
  const long = `/about?${"utm_term=".padEnd(400, "x")}`;
  expect(loggedTarget(long)).toEqual({ url: "/about?utm_term" });
  const longPath = `/${"a".repeat(300)}`;
  expect(loggedTarget(longPath)).toEqual({ url: longPath.slice(0, 200), urlLength: 301 });

  const { file, fd } = tempFile();
  const buffer = new LineBuffer(fd);
  const logger = pino({ level: "info", base: undefined }, buffer);
  hitLogger(logger)?.("abc-2", "GET", "/?gclid=SECRET&utm_source=SECRET", 200, 10, 0.1);
  buffer.flushSync();
  expect(readFileSync(file, "utf8")).not.toContain("SECRET");
  expect(JSON.parse(readFileSync(file, "utf8")).req.url).toBe("/?gclid&utm_source");
});
