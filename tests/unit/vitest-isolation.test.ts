/**
 * vitest.config.ts runs most files without isolation (docs/decisions/0026): a file that replaces a module or
 * a global would leak the replacement into the files after it in the same worker, so each such file must be
 * in the config's `isolated` list.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { isolated } from "../../vitest.config";

const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(name) ? [file.split(path.sep).join("/")] : [];
  });
}

export const replacing = (files: string[], read: (file: string) => string) =>
  files.filter((file) => REPLACES.test(read(file)));

test("every test file that replaces a module or a global runs isolated", () => {
  // this file names the calls it looks for
  const files = testFiles("tests").filter((file) => file !== "tests/unit/vitest-isolation.test.ts");
  expect(files.length).toBeGreaterThan(90);
  const needIsolation = replacing(files, (file) => readFileSync(file, "utf8"));
  expect(needIsolation.filter((file) => !isolated.includes(file))).toEqual([]);
});

test("the check names a file that mocks a module", () => {
  const sources: Record<string, string> = {
    "tests/unit/a.test.ts": 'vi.mock("node:fs");',
    "tests/unit/b.test.ts": "expect(1).toBe(1);",
  };
  expect(replacing(Object.keys(sources), (file) => sources[file] ?? "")).toEqual(["tests/unit/a.test.ts"]);
});
