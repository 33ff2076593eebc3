/**
 * Reads log input line by line, streaming: a file (plain, or gzip whatever its name: the first two bytes
 * decide), or standard input for "-". Lines are split here rather than by readline so that a "line" with no
 * newline in sight (a corrupted file) is skipped once it passes MAX_LINE_CHARS instead of held whole.
 * A truncated or corrupted gzip stream ends the input with a reason; every line read before it counts.
 */
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { MAX_LINE_CHARS } from "./collect";

const GZIP_MAGIC = [0x1f, 0x8b];

/** Peeks the first bytes of `input` and passes it on, gunzipped when they are gzip's. */
async function* decoded(input: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer> {
  const iterator = (async function* () {
    for await (const chunk of input) yield typeof chunk === "string" ? Buffer.from(chunk) : chunk;
  })();
  const first = await iterator.next();
  if (first.done) return;
  const rest = (async function* () {
    yield first.value;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  })();
  if (first.value[0] !== GZIP_MAGIC[0] || first.value[1] !== GZIP_MAGIC[1]) return yield* rest;
  const gunzip = createGunzip();
  const feed = (async () => {
    for await (const chunk of rest)
      if (!gunzip.write(chunk)) await new Promise((ok) => gunzip.once("drain", ok));
    gunzip.end();
  })();
  // an error while feeding (the file went away) surfaces through the gunzip stream
  feed.catch((error: Error) => gunzip.destroy(error));
  yield* gunzip as AsyncIterable<Buffer>;
}

/**
 * Calls `line` for each line of the input and `problem` once if it ended early. A line over MAX_LINE_CHARS
 * is passed cut to MAX_LINE_CHARS + 1 characters (so the collector sees its length and skips it).
 */
export async function readLines(
  input: Readable,
  name: string,
  line: (text: string) => void,
  problem: (reason: string) => void,
): Promise<void> {
  // the start of a line whose end is in a later chunk (the chunks themselves are never copied whole)
  let carry: Buffer | null = null;
  // inside a line already passed on cut: everything up to the next newline is skipped
  let oversize = false;
  const emit = (buffer: Buffer, start: number, end: number) =>
    line(buffer.toString("utf8", start, end > start && buffer[end - 1] === 13 ? end - 1 : end));
  /** The unfinished end of a chunk: kept, or passed on cut once it is too long to be ours. */
  const keep = (rest: Buffer) => {
    if (rest.length > MAX_LINE_CHARS * 4) {
      line(rest.toString("utf8", 0, MAX_LINE_CHARS + 1));
      oversize = true;
      carry = null;
    } else carry = Buffer.from(rest);
  };
  try {
    for await (const chunk of decoded(input)) {
      let start = 0;
      if (carry || oversize) {
        const end = chunk.indexOf(10);
        if (end < 0) {
          if (carry) keep(Buffer.concat([carry, chunk]));
          continue;
        }
        if (carry) {
          const whole = Buffer.concat([carry, chunk.subarray(0, end)]);
          carry = null;
          emit(whole, 0, whole.length);
        }
        oversize = false;
        start = end + 1;
      }
      for (;;) {
        const end = chunk.indexOf(10, start);
        if (end < 0) break;
        emit(chunk, start, end);
        start = end + 1;
      }
      if (start < chunk.length) keep(chunk.subarray(start));
    }
    if (carry) line((carry as Buffer).toString("utf8"));
  } catch (error) {
    if (carry) line((carry as Buffer).toString("utf8"));
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const reason =
      code.startsWith("Z_") || /unexpected end|incorrect header|invalid/i.test(String(error))
        ? "truncated or corrupted gzip data"
        : `could not be read (${code || (error as Error).message})`;
    problem(`${name}: ${reason}, input ended early`);
  }
}

export function openInput(file: string): Readable {
  return file === "-" ? process.stdin : createReadStream(file, { highWaterMark: 256 * 1024 });
}
