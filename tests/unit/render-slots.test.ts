import { expect, test } from "vitest";
import { createRenderSlots } from "../../server/render/render-slots";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

test("at most `max` renders hold a slot; the next ones wait in order; a full queue is refused at once", async () => {
  const slots = createRenderSlots(2, 2);
  expect(await slots.take()).toBe(true);
  expect(await slots.take()).toBe(true);
  const order: string[] = [];
  const third = slots.take().then((ok) => order.push(`third ${ok}`));
  const fourth = slots.take().then((ok) => order.push(`fourth ${ok}`));
  // two running, two waiting: the fifth is told no without waiting
  expect(await slots.take()).toBe(false);
  await turn();
  expect(order).toEqual([]);
  slots.release();
  await third;
  expect(order).toEqual(["third true"]);
  slots.release();
  await fourth;
  expect(order).toEqual(["third true", "fourth true"]);
});

test("a released slot goes to the next waiter after the event loop has had a turn, not synchronously", async () => {
  const slots = createRenderSlots(1, 1);
  await slots.take();
  const events: string[] = [];
  const handedOver = slots.take().then(() => events.push("handed over"));
  // something else the event loop has to do (a socket, a timer), queued before the slot is given back
  setImmediate(() => events.push("other work"));
  slots.release();
  await handedOver;
  expect(events).toEqual(["other work", "handed over"]);
});

test("a slot given back with nobody waiting is free for the next caller", async () => {
  const slots = createRenderSlots(1, 0);
  expect(await slots.take()).toBe(true);
  expect(await slots.take()).toBe(false);
  slots.release();
  expect(await slots.take()).toBe(true);
});
