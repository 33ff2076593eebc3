/**
 * The house's layers, read from the code's own relative imports (docs/decisions/0024): no file imports
 * itself back through a circle, nothing below the features imports one (the route table and the islands'
 * entries assemble them), and no feature imports another.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["shared", "client", "server"];
const SOURCE = /\.(tsx?|css)$/;
// static imports, re-exports, dynamic import() with a literal, CSS @import
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+)["'](\.{1,2}\/[^"']+)["']/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : SOURCE.test(name) ? [file] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.normalize(path.join(path.dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.css`, `${base}/index.ts`]) {
    try {
      if (statSync(candidate).isFile()) return candidate.split(path.sep).join("/");
    } catch {
      // not this candidate
    }
  }
  return null;
}

/** Every file's resolved relative imports (comments included would be a false arrow: strip them first). */
function importGraph(roots = ROOTS): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(filesUnder)) {
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1]!))
      .filter((target): target is string => target !== null);
    graph.set(file.split(path.sep).join("/"), targets);
  }
  return graph;
}

/** The import circles of a graph (Tarjan's strongly connected components of more than one file, or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indices.get(next)!));
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/** The feature a file belongs to ("blog" for shared/features/blog/...), or null outside shared/features. */
const featureOf = (file: string) => /^shared\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

// the file that assembles the features' pages: the route table (the islands' entries, client/islands/entries/, assemble
// their islands)
const ASSEMBLERS = new Set(["shared/routes.tsx"]);

function layerBreaks(graph: Map<string, string[]>): string[] {
  const breaks: string[] = [];
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    for (const target of targets) {
      const to = featureOf(target);
      if (to === null || to === from) continue;
      if (from === null && !ASSEMBLERS.has(file) && !file.startsWith("client/islands/entries/"))
        breaks.push(`${file} -> ${target} (below the features)`);
      else if (from !== null) breaks.push(`${file} -> ${target} (another feature)`);
    }
  }
  return breaks;
}

describe("the import graph", () => {
  const graph = importGraph();

  it("reads the imports of every source file (the graph is not empty by a broken pattern)", () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get("shared/routes.tsx")).toContain("shared/features/ppc-guide/ppc-guide-page.tsx");
    expect(graph.get("shared/styles/main.css")).toContain("shared/styles/home.css");
    expect(graph.get("shared/features/ppc-guide/island.ts")).toContain(
      "shared/features/ppc-guide/ppc-later.tsx",
    );
  });

  it("has no import circle", () => {
    expect(circles(graph)).toEqual([]);
  });

  it("keeps each feature in its folder: only the route table and the islands' entries import one", () => {
    expect(layerBreaks(graph)).toEqual([]);
  });

  it("would see a circle and a layer break (the checks can fail)", () => {
    const bad = new Map(graph);
    bad.set("shared/content/facts.ts", [
      ...(graph.get("shared/content/facts.ts") ?? []),
      "shared/routes.tsx",
    ]);
    bad.set("shared/features/blog/blog-page.tsx", ["shared/features/contact/contact-form.tsx"]);
    expect(circles(bad).some((circle) => circle.includes("shared/content/facts.ts"))).toBe(true);
    expect(layerBreaks(bad)).toEqual([
      "shared/features/blog/blog-page.tsx -> shared/features/contact/contact-form.tsx (another feature)",
    ]);
  });
});
