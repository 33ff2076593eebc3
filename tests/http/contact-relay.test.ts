import { afterAll, beforeAll, expect, test } from "vitest";
import { describeFailure, serviceRelay, type Relay } from "../../server/contact/relay";
import { closedPort, startFakeFormService, type FakeFormService } from "../helpers/fake-form-service";

// One relay against a fake form service on 127.0.0.1, its answer switched per test.
let service: FakeFormService;
let relay: Relay;
const ID = "6f1c1d3e-0000-4000-8000-000000000001";

beforeAll(async () => {
  service = await startFakeFormService();
  // a timeout no answer of the fake service comes near, even on a busy machine; the hang test has its own
  relay = serviceRelay({ url: service.url, accessKey: "test-key", timeoutMs: 10_000 });
});
afterAll(() => service.close());

const visitor = {
  "First Name": "Maria",
  "Last Name": "Lopez",
  email: "maria@example.com",
  "Phone Number": "7185550123",
  message: "secret message body",
};
const message = { subject: "New enquiry", fromName: "Website", fields: visitor };

test("the relay posts multipart with the access key, subject, sender, the five fields and the record id", async () => {
  service.setMode("ok");
  expect(await relay.send(message, ID)).toEqual({ ok: true });
  const last = service.received.at(-1);
  expect(last?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(last?.headers["idempotency-key"]).toBe(ID);
  expect(last?.headers.accept).toBe("application/json");
  expect(last?.fields).toEqual({
    access_key: "test-key",
    subject: "New enquiry",
    from_name: "Website",
    ...visitor,
    submission_id: ID,
  });
});

test.each([
  ["refused", 200],
  ["500", 500],
  ["403", 403],
  ["html", 200],
  ["huge", 200],
] as const)("an upstream answering %s is a failure with its status", async (mode, status) => {
  service.setMode(mode);
  const result = await relay.send(message, ID);
  expect(result).toMatchObject({ ok: false, reason: "upstream refused", upstreamStatus: status });
  if (!result.ok) expect(describeFailure(result)).toBe(`upstream refused (HTTP ${status})`);
});

test("a 403 carries the hint about the service's free plan", async () => {
  service.setMode("403");
  expect(await relay.send(message, ID)).toMatchObject({ hint: expect.stringContaining("free plan") });
});

test("a connection reset, a hang past the timeout and a refused port are failures with a code", async () => {
  service.setMode("reset");
  const reset = await relay.send(message, ID);
  expect(reset).toMatchObject({ ok: false, reason: "upstream unreachable" });
  expect(reset.ok ? "" : reset.code).toMatch(/ECONNRESET|UND_ERR_SOCKET|EPIPE/);

  service.setMode("hang");
  // answered at all (within the test's own limit) while the service never answers
  const impatient = serviceRelay({ url: service.url, accessKey: "test-key", timeoutMs: 200 });
  expect(await impatient.send(message, ID)).toEqual({
    ok: false,
    reason: "upstream unreachable",
    code: "TimeoutError",
  });

  const nowhere = serviceRelay({ url: `http://127.0.0.1:${await closedPort()}/submit`, accessKey: "k" });
  expect(await nowhere.send(message, ID)).toEqual({
    ok: false,
    reason: "upstream unreachable",
    code: "ECONNREFUSED",
  });
});

test("no result of the relay carries the visitor's details", async () => {
  const results = [];
  for (const mode of ["ok", "refused", "500", "403", "html", "reset"] as const) {
    service.setMode(mode);
    results.push(await relay.send(message, ID));
  }
  const text = JSON.stringify(results) + results.map((r) => (r.ok ? "" : describeFailure(r))).join();
  for (const secret of Object.values(visitor)) expect(text).not.toContain(secret);
});
