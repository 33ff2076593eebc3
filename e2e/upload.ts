/**
 * A contact post whose body is still arriving when the server is told to stop: half the form, then the
 * signal, then the rest. Resolves with the status the visitor got.
 */
import type { ChildProcess } from "node:child_process";
import { request } from "node:http";
import { validContact } from "../tests/helpers/contact-form";

export const contactForm = new URLSearchParams(validContact).toString();

export function uploadAcrossSignal(
  port: number,
  child: ChildProcess,
  timing: { signalAfterMs: number; endAfterMs: number },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/contact",
        agent: false,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(contactForm),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.write(contactForm.slice(0, 40));
    setTimeout(() => child.kill("SIGTERM"), timing.signalAfterMs);
    setTimeout(() => req.end(contactForm.slice(40)), timing.endAfterMs);
  });
}
