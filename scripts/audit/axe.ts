/**
 * axe-core in a Playwright page, for the audit (run.ts) and the browser tests (e2e/intake.spec.ts): its
 * script, and one `axe.run` with the audit's WCAG tags (checks.ts AXE_TAGS) that returns the violations.
 */
import type { Page } from "@playwright/test";
import axeCore from "axe-core";
import { AXE_TAGS } from "./checks";

/**
 * axe-core's script. The audit adds it to every tab as an init script, so each page has `axe` from its
 * first frame; runAxe adds it to a page that has none yet.
 */
export const AXE_SOURCE: string = axeCore.source;

export type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };

type AxeWindow = {
  axe: {
    run: (
      context: Document | { include: string[] },
      options: { runOnly: { type: "tag"; values: string[] }; resultTypes: string[] },
    ) => Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }>;
  };
};

/**
 * The page's axe violations for AXE_TAGS, in the whole document or inside the `include` selector.
 * Violations only: axe skips building the (unused) pass and incomplete node lists. axe.run in the page
 * itself (AxeBuilder's legacy mode did the same): its default mode opens a blank page per call to merge
 * frame results (about 3 s a call here against 1.3 s). The site renders no iframes (embeds load only
 * when configured), so there are no frames to merge.
 */
export async function runAxe(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) =>
      (
        await (window as unknown as AxeWindow).axe.run(include ? { include: [include] } : document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations.map((v) => ({
        id: v.id,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
      })),
    { tags: AXE_TAGS, include },
  );
}
