import { expect, test } from "vitest";
import { checkContact } from "../../shared/contact";

const valid = {
  "First Name": "Maria",
  "Last Name": "Lopez",
  email: "maria@example.com",
  "Phone Number": "(718) 555-0123",
  message: "We need a new website for our bakery in Flatbush.",
};

test("a complete message passes, trimmed", () => {
  const result = checkContact({ ...valid, "First Name": "  Maria " });
  expect(result).toEqual({ ok: true, values: { ...valid, "First Name": "Maria" } });
});

test("every field is required", () => {
  const result = checkContact({});
  expect(result.ok).toBe(false);
  if (!result.ok)
    expect(Object.keys(result.errors)).toEqual([
      "First Name",
      "Last Name",
      "email",
      "Phone Number",
      "message",
    ]);
});

test.each([
  ["email", "not-an-email"],
  ["email", "a@b"],
  ["email", "maria@example.com\r\nBcc: victim@example.com"],
  ["First Name", "a\r\nBcc: x"],
  ["Phone Number", "call me maybe"],
  ["message", "x".repeat(5001)],
])("%s = %j is refused", (field, value) => {
  const result = checkContact({ ...valid, [field]: value });
  expect(result.ok).toBe(false);
  if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
});

test("non-string values count as missing", () => {
  const result = checkContact({ ...valid, message: ["a", "b"] });
  expect(result.ok).toBe(false);
});
