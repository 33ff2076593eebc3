/** Checks on a form post before it is read: where it comes from, and what a body-parsing error means. */
import type { Request } from "express";

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
