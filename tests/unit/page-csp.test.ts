import { expect, test } from "vitest";
import { extendCsp, narrowStyleHashes } from "../../server/render/page-csp";

test("a page's sources are added to the directives it names, without repeats", () => {
  expect(
    extendCsp("default-src 'self'; script-src 'self'; style-src 'self' 'sha256-x'", {
      "script-src": ["https://assets.calendly.com", "'self'"],
      "style-src": ["https://assets.calendly.com"],
    }),
  ).toBe(
    "default-src 'self';script-src 'self' https://assets.calendly.com;style-src 'self' 'sha256-x' https://assets.calendly.com",
  );
});

test("a directive the header lacks is created from default-src's sources; 'none' gives way to the page's", () => {
  expect(extendCsp("default-src 'self'; frame-src 'none'", { "frame-src": ["https://calendly.com"] })).toBe(
    "default-src 'self';frame-src https://calendly.com",
  );
  expect(extendCsp("default-src 'self'", { "connect-src": ["https://api.web3forms.com"] })).toBe(
    "default-src 'self';connect-src 'self' https://api.web3forms.com",
  );
});

test("style-src keeps only the page's own hashes, and its other sources", () => {
  expect(
    narrowStyleHashes(
      "default-src 'self'; style-src 'self' 'sha256-a' 'sha256-b' https://x.test 'sha256-c'",
      ["'sha256-b'", "'sha256-b'"],
    ),
  ).toBe("default-src 'self';style-src 'self' https://x.test 'sha256-b'");
});
