/** A text made once at start (robots.txt, the web manifest, the speculation rules), kept an hour by browsers. */
import type { RequestHandler } from "express";

export function fixedTextEndpoint(type: string, body: string): RequestHandler {
  return (_req, res) => {
    res.set("Cache-Control", "public, max-age=3600").type(type).send(body);
  };
}
