/**
 * Refused form posts past an address's first few in the window (router.ts) are answered after a pause,
 * FORM_REFUSAL_HOLD_MS (1 s), with their connection paused meanwhile. Answers on one connection wait one
 * after the other (pipelined requests already read are held in turn), and the connection is read again
 * only once none of its answers is held. A client flooding refused posts over N keep-alive connections
 * therefore gets at most N answers a second (N is bounded by MAX_CONNECTIONS_PER_ADDRESS), so its flood
 * costs a sliver of the process's core instead of all of it and every other visitor's page keeps its
 * speed (docs/decisions/0027-refused-posts-are-held.md). A held answer costs a timer and
 * the socket it already holds; nothing is read or rendered while it waits. The drain sends every held
 * answer at once (`releaseAll`). What is held is bounded per connection and per process (HOLD_LIMITS). A
 * paused socket reads nothing, so a client that leaves is noticed when its answer is due (the write
 * finds the socket closed), at most one pause later.
 */
import type { Socket } from "node:net";
import type { Response } from "express";

/** Starts a timer; returns its cancel function. */
export type StartTimer = (ms: number, done: () => void) => () => void;

const realTimer: StartTimer = (ms, done) => {
  const timer = setTimeout(done, ms);
  return () => clearTimeout(timer);
};

/** one connection's held answers: each waits for the one before it */
type Line = { last: Promise<void>; held: number; releases: Set<() => void> };

/**
 * Bounds on what holding may keep. A request arriving on a connection that already has `perConnection`
 * answers held (only a client that pipelines gets there: a browser sends its next request after the
 * answer) closes the connection and drops its held answers; with `perProcess` held in all, a refusal is
 * answered at once, unheld.
 */
export const HOLD_LIMITS = { perConnection: 4, perProcess: 1000 };

export class RefusalHold {
  /** the release of every answer now held, in the order they were held */
  private readonly held = new Set<() => void>();
  private readonly lines = new WeakMap<Socket, Line>();

  /** `ms`: how long a refused answer waits (0: never held); `startTimer`: tests hand in their own */
  constructor(
    readonly ms: number,
    private readonly startTimer: StartTimer = realTimer,
    private readonly limits = HOLD_LIMITS,
  ) {}

  /**
   * Sends the answer now when holds are off; else `ms` after the connection's previous held answer was
   * sent (or at `releaseAll`), the connection paused until its last held answer is sent.
   */
  answer(res: Response, send: () => void | Promise<void>): Promise<void> {
    if (this.ms <= 0 || this.held.size >= this.limits.perProcess) return Promise.resolve().then(send);
    const socket = res.req.socket;
    // the connection is gone (closed below for a pipelining flood, or by the client): nothing to send
    if (socket.destroyed) return Promise.resolve();
    let line = this.lines.get(socket);
    if (line && line.held >= this.limits.perConnection) {
      // a pipelining flood: the connection goes, and with it what it has waiting here
      socket.destroy();
      for (const release of [...line.releases]) release();
      return Promise.resolve();
    }
    // a paused socket is not read: Node's HTTP parser gets no further request from it
    socket.pause();
    if (!line) {
      line = { last: Promise.resolve(), held: 0, releases: new Set() };
      this.lines.set(socket, line);
    }
    line.held++;
    const current = line;

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    this.held.add(release);
    current.releases.add(release);
    const waited = current.last.then(
      () =>
        new Promise<void>((resolve) => {
          const cancel = this.startTimer(this.ms, resolve);
          void released.then(() => {
            cancel();
            resolve();
          });
        }),
    );
    const sent = waited.then(() => {
      this.held.delete(release);
      current.releases.delete(release);
      // the client closed the connection meanwhile (the server closed it, or the write below finds out)
      if (res.destroyed || socket.destroyed) return;
      return send();
    });
    const finished = sent.finally(() => {
      current.held--;
      if (current.held > 0) return;
      this.lines.delete(socket);
      if (!socket.destroyed) socket.resume();
    });
    current.last = finished.catch(() => {});
    return finished;
  }

  /** Sends every held answer now (the drain: the process is about to close its connections). */
  releaseAll(): void {
    for (const release of [...this.held]) release();
  }

  /** how many answers are held now */
  get waiting(): number {
    return this.held.size;
  }
}
