import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import request from "supertest";
import { expect, test } from "vitest";
import { acceptsCoding } from "../../server/precompressed";
import { makeHandler } from "../helpers/app";

// a built client folder: one script with both forms the build writes, one stylesheet with none. Each form
// ends with its own marker, so a test sees which file was sent (the client decompresses what it gets).
const clientDir = mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
mkdirSync(path.join(clientDir, "assets"));
const script = Buffer.from(`export const copy = ${JSON.stringify("a tool's script ".repeat(400))};\n`);
const asset = (name: string) => path.join(clientDir, "assets", name);
writeFileSync(asset("tool-TEST.js"), script);
writeFileSync(asset("tool-TEST.js.br"), brotliCompressSync(Buffer.concat([script, Buffer.from("//br")])));
writeFileSync(asset("tool-TEST.js.gz"), gzipSync(Buffer.concat([script, Buffer.from("//gz")]), { level: 9 }));
writeFileSync(asset("plain-TEST.css"), "body{margin:0}\n".repeat(200));
const handler = makeHandler({ clientDir });

const get = (target: string, acceptEncoding: string) =>
  request(handler).get(target).set("Accept-Encoding", acceptEncoding).buffer(true);

test("a browser that takes brotli gets the build's .br bytes, typed, immutable, varying on the encoding", async () => {
  const res = await get("/assets/tool-TEST.js", "gzip, deflate, br, zstd");
  expect(res.status).toBe(200);
  expect(res.headers["content-encoding"]).toBe("br");
  expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.text).toBe(`${script.toString()}//br`);
});

test("gzip only gets the .gz form; no encoding gets the file itself", async () => {
  const gz = await get("/assets/tool-TEST.js", "gzip");
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gz.text).toBe(`${script.toString()}//gz`);

  const plain = await get("/assets/tool-TEST.js", "identity");
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.text).toBe(script.toString());
});

test("br;q=0 is a refusal, and a revalidation with the ETag is a 304", async () => {
  const res = await get("/assets/tool-TEST.js", "br;q=0, gzip;q=0.5");
  expect(res.headers["content-encoding"]).toBe("gzip");
  const again = await request(handler)
    .get("/assets/tool-TEST.js")
    .set("Accept-Encoding", "br;q=0, gzip;q=0.5")
    .set("If-None-Match", String(res.headers.etag));
  expect(again.status).toBe(304);
});

test("an asset the build wrote no forms for is still compressed on the fly, and a missing one is a 404", async () => {
  const css = await request(handler).get("/assets/plain-TEST.css").set("Accept-Encoding", "br");
  expect(css.status).toBe(200);
  expect(css.headers["content-encoding"]).toBe("br");
  expect(css.text).toBe("body{margin:0}\n".repeat(200));

  for (const target of ["/assets/nope-TEST.js", "/assets/tool-TEST.js.br.js"]) {
    const res = await get(target, "br");
    expect(res.status, target).toBe(404);
  }
  // an escaped slash never reaches the folder: the canonical-URL step answers 400
  expect((await get("/assets/..%2Fpackage.json", "br")).status).toBe(400);
});

test("Accept-Encoding is read as HTTP says: explicit entries win over *, q=0 refuses", () => {
  expect(acceptsCoding("gzip, deflate, br", "br")).toBe(true);
  expect(acceptsCoding("BR;Q=1", "br")).toBe(true);
  expect(acceptsCoding("br;q=0, *", "br")).toBe(false);
  expect(acceptsCoding("*;q=0.1", "gzip")).toBe(true);
  expect(acceptsCoding("*;q=0", "gzip")).toBe(false);
  expect(acceptsCoding(undefined, "br")).toBe(false);
  expect(acceptsCoding("gzip", "br")).toBe(false);
});

test("a hashed asset carries the subresource headers only; a missing one gets the 404 page with every header", async () => {
  const https = makeHandler({ clientDir, env: { SITE_URL: "https://www.example.com" } });
  for (const target of ["/assets/tool-TEST.js", "/assets/plain-TEST.css"]) {
    const res = await request(https).get(target).set("Accept-Encoding", "br");
    expect(res.status).toBe(200);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    // the document headers are not sent with a script or a stylesheet
    for (const header of [
      "content-security-policy",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
    ])
      expect(res.headers[header]).toBeUndefined();
  }
  const missing = await request(https).get("/assets/tool-NOPE.js");
  expect(missing.status).toBe(404);
  expect(missing.headers["content-type"]).toMatch(/^text\/html/);
  expect(missing.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(missing.headers["x-frame-options"]).toBe("DENY");
});
