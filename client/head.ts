/**
 * The one inline script, in every page's <head> (esbuild.config.ts builds it as one small script;
 * server/render/document.tsx writes it; the CSP allows exactly it by its sha256, as it does the inline
 * CSS). It runs while the page is being parsed, before the first paint:
 * - it counts the page view (client/attribution.ts), so a visitor who leaves a moment after the page
 *   appears is counted, with the right landing page, whatever the network or the phone does to the module
 *   script (docs/decisions/0034);
 * - it asks for the whole stylesheet and the module script (client/boot.ts) once the first paint is made
 *   (client/late-assets.ts, docs/decisions/0045).
 */
import { startCounting } from "./attribution";
import { loadAfterFirstPaint } from "./late-assets";

startCounting();
loadAfterFirstPaint();
