/**
 * Hashed assets in the forms the build wrote beside them (esbuild.config.ts: `name.br` at brotli quality 11,
 * `name.gz` at gzip level 9): the best form the client accepts is sent as it is, so an asset is never
 * compressed per request. The compression middleware compresses at brotli quality 4 (the stylesheet: 14.1
 * KB against 11.4 KB at quality 11) and spends CPU on every asset it sends; these files cost neither.
 * Which files have which forms is read once, when the server starts (hashed names never change); a file
 * without them (a dev rebuild since, or a test fixture) falls through to express.static and compression.
 */
import type { RequestHandler } from "express";
import { readdirSync } from "node:fs";
import path from "node:path";

const FORMS = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
] as const;

/** Does an Accept-Encoding header accept this coding? (an explicit entry wins over `*`; q=0 refuses) */
export function acceptsCoding(header: string | undefined, coding: string): boolean {
  let wildcard: boolean | undefined;
  for (const part of (header ?? "").split(",")) {
    const [token = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (token === coding) return accepted;
    if (token === "*") wildcard = accepted;
  }
  return wildcard ?? false;
}

/** The names in the built assets folder, read once at start-up (hashed names never change); none without it. */
export function assetFileNames(dir: string): ReadonlySet<string> {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set();
  }
}

export function precompressedAssets(dir: string): RequestHandler {
  const files = assetFileNames(dir);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!/^[\w.-]+\.(?:js|css)$/.test(name) || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    const header = req.get("accept-encoding");
    const form = FORMS.find((f) => files.has(name + f.suffix) && acceptsCoding(header, f.coding));
    if (!form) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", form.coding);
    res.sendFile(
      name + form.suffix,
      { root: dir, maxAge: "1y", immutable: true, dotfiles: "deny" },
      (error?: Error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}
