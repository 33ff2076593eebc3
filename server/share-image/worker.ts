/**
 * The drawing thread (server/share-image/pool.ts starts it; built as dist/server/share-image-worker.js):
 * each message is a card to draw, each reply its PNG or the error's message. Nothing here touches the
 * network, the file system beyond the fonts, or the server's state.
 */
import { parentPort } from "node:worker_threads";
import type { CardText } from "./card";
import { renderSharePng } from "./render";

const port = parentPort;
if (!port) throw new Error("share-image/worker.ts runs as a worker thread (server/share-image/pool.ts)");

port.on("message", ({ id, card }: { id: number; card: CardText }) => {
  renderSharePng(card).then(
    ({ png }) => port.postMessage({ id, png }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
