import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { photoSlots } from "../../server/photos";
import { imageUrl } from "../../shared/site";

let dir = "";
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("a photo in the slot folder replaces its illustration; everything else stays", () => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  mkdirSync(path.join(dir, "images", "photos", "people"), { recursive: true });
  writeFileSync(path.join(dir, "images", "photos", "people", "maria-santos.webp"), "x");
  writeFileSync(path.join(dir, "images", "photos", "people", "notes.txt"), "not a photo");
  writeFileSync(path.join(dir, "images", "photos", "people", "Bad Name.jpg"), "x");
  const photos = photoSlots(dir);
  expect(photos).toEqual({ "/images/people/maria-santos.svg": "/images/photos/people/maria-santos.webp" });
  const site = { imageBaseUrl: "", photos };
  expect(imageUrl(site, "/images/people/maria-santos.svg")).toBe("/images/photos/people/maria-santos.webp");
  expect(imageUrl(site, "/images/people/kevin-tran.svg")).toBe("/images/people/kevin-tran.svg");
  expect(
    imageUrl({ ...site, imageBaseUrl: "https://cdn.example.com" }, "/images/people/maria-santos.svg"),
  ).toBe("https://cdn.example.com/images/photos/people/maria-santos.webp");
});

test("no slot folder: no photos, every illustration shown", () => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  expect(photoSlots(dir)).toEqual({});
});
