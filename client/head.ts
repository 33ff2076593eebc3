/**
 * The page view's count, inlined in every page's <head> (esbuild.config.ts builds it as one small script;
 * server/render/document.tsx writes it; the CSP allows exactly it by its sha256, as it does the inline
 * CSS). It runs while the page is being parsed, before the first paint, so a visitor who leaves a moment
 * after the page appears is counted, with the right landing page, whatever the network or the phone does
 * to the module script (client/boot.ts, fetched at low priority). docs/decisions/0034.
 */
import { startCounting } from "./attribution";

startCounting();
