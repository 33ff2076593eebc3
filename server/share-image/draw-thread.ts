/**
 * The drawing thread (server/share-image/pool.ts starts it; built as dist/server/share-image-worker.js).
 * It first draws a throwaway card, which loads satori, its layout engine, resvg and the fonts, and says
 * it is ready; then each message is a card to draw, each reply its PNG or the error's message. Nothing
 * here touches the network, the file system beyond the fonts, or the server's state.
 */
import { parentPort } from "node:worker_threads";
import type { CardText } from "./card";
import { renderSharePng } from "./render";

const port = parentPort;
if (!port) throw new Error("share-image/draw-thread.ts runs as a worker thread (server/share-image/pool.ts)");

await renderSharePng({ title: "Ready", brand: "Ready", host: "localhost", kicker: "" });
port.postMessage({ ready: true });

port.on("message", ({ id, card }: { id: number; card: CardText }) => {
  renderSharePng(card).then(
    ({ png }) => port.postMessage({ id, png }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
