import { chromium } from "@playwright/test";
import { chromiumLaunch } from "./lib/chromium";
const base = process.argv[2]!;
const browser = await chromium.launch(chromiumLaunch);
for (const [w, h] of [[1366, 650], [1280, 720], [1440, 780], [1280, 900], [1024, 700], [375, 740], [768, 1024]]) {
  for (const path of ["/", "/services/reputation-management", "/process"]) {
    const page = await browser.newPage({ viewport: { width: w!, height: h! } });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const r = await page.evaluate(async () => {
      const s = document.querySelector<HTMLElement>(".process.is-scrolling");
      if (!s) return "no strip";
      const top = s.getBoundingClientRect().top + scrollY + Number(s.dataset.startOffset ?? 0) * innerHeight;
      scrollTo({ top, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 300));
      const st = s.querySelector(".process-sticky")!.getBoundingClientRect();
      const hb = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
      const c = s.querySelector(".process-card")!.getBoundingClientRect();
      return `card ${Math.round(c.top)}-${Math.round(c.bottom)} view ${Math.round(Math.max(st.top, hb))}-${Math.round(Math.min(innerHeight, st.bottom))} hidden ${Math.round(Math.max(0, c.bottom - Math.min(innerHeight, st.bottom), Math.max(st.top, hb) - c.top))}`;
    });
    console.log(`${w}x${h} ${path}: ${r}`);
    await page.close();
  }
}
await browser.close();
