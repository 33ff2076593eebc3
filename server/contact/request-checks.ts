/**
 * Checks on a form post before it is read: where it comes from, how many bytes it may have and how long
 * they may take, and what a body-parsing error means.
 */
import type { NextFunction, Request, Response } from "express";

/**
 * The most bytes a form post's body may have, as sent: the urlencoded parser's own limit (64 KB), and for
 * multipart the fields multer takes (12 of at most 10 KB each) with their part headers. Multer has no total
 * of its own: without this, a preamble or epilogue of any size was read to the end.
 */
export const MAX_BODY_BYTES = { urlencoded: 64 * 1024, other: 128 * 1024 };

const TOO_LONG = "The message is too long. Please shorten it and try again.";
const TOO_SLOW = "The form took too long to arrive, so it was not sent. Please try again.";

/**
 * Bounds a form post's body before any parser reads it: a declared Content-Length over the limit is refused
 * (413) at once, before a byte of the body is read; the bytes are counted as they arrive (a chunked body
 * declares nothing) and refused (413) past the limit; a body not whole `timeoutMs` after its headers is
 * refused (408). Each refusal says Connection: close, so Node closes the socket once the answer is written
 * and the rest of the body is never read or held.
 */
export function bodyGuard(options: {
  timeoutMs: number;
  refuse: (req: Request, res: Response, status: number, message: string) => void;
}) {
  return (req: Request, res: Response, next: NextFunction) => {
    const limit = req.is("application/x-www-form-urlencoded")
      ? MAX_BODY_BYTES.urlencoded
      : MAX_BODY_BYTES.other;
    let bytes = 0;
    const count = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) stop(413, TOO_LONG);
    };
    const timer = setTimeout(() => stop(408, TOO_SLOW), options.timeoutMs);
    const done = () => {
      clearTimeout(timer);
      req.off("data", count);
    };
    function stop(status: number, message: string) {
      done();
      if (res.headersSent) return;
      req.unpipe();
      res.set("Connection", "close");
      options.refuse(req, res, status, message);
    }
    // Node has already refused a Content-Length that is not a number (400)
    if (Number(req.get("content-length") ?? 0) > limit) return stop(413, TOO_LONG);
    req.once("end", done);
    res.once("close", done);
    // attached in the same turn as the parser after it, so both see every chunk
    req.on("data", count);
    next();
  };
}

/** Origin (or, failing that, Referer) must be this site: the configured SITE_URL or the host asked for. */
export function sameOrigin(req: Request, siteUrl: string): boolean {
  const source = req.get("origin") ?? req.get("referer");
  if (!source) return false;
  let origin: URL;
  try {
    origin = new URL(source);
  } catch {
    return false;
  }
  if (origin.origin === new URL(siteUrl).origin) return true;
  return origin.host === req.get("host");
}

/** Body-parser and multer errors: a clear 4xx and a sentence a visitor can act on, never a 500. */
export function describeBodyError(error: {
  code?: string;
  type?: string;
  status?: number;
  message?: string;
}): {
  status: number;
  message: string;
} {
  switch (error.code ?? error.type) {
    case "LIMIT_FIELD_COUNT":
    case "LIMIT_PART_COUNT":
    case "parameters.too.many":
      return { status: 413, message: "The form has too many fields." };
    case "LIMIT_FIELD_VALUE":
    case "LIMIT_FIELD_KEY":
    case "entity.too.large":
      return { status: 413, message: "The message is too long. Please shorten it and try again." };
    case "LIMIT_FILE_COUNT":
    case "LIMIT_UNEXPECTED_FILE":
    case "LIMIT_FILE_SIZE":
      return { status: 400, message: "Files cannot be attached to this form." };
    case "charset.unsupported":
    case "encoding.unsupported":
      return { status: 415, message: "The form must be sent as UTF-8." };
    default:
      return { status: 400, message: "The form data could not be read. Please try again." };
  }
}
