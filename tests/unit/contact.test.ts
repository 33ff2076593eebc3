import { expect, test } from "vitest";
import { checkContact, contactFields, isEmail, matchesPattern } from "../../shared/contact";

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
  ["email", "ann@example..com"],
  ["email", "ann@-example.com"],
  ["email", "ann maria@example.com"],
  ["email", "maria@example.com\r\nBcc: victim@example.com"],
  ["First Name", "a\r\nBcc: x"],
  ["Phone Number", "call me maybe"],
  ["Phone Number", "12"],
  ["Phone Number", "212-555-0142 <b>"],
  ["Last Name", "   "],
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

// What the browser form lets through, the server takes
test.each([
  ["email", "ann@localhost"],
  ["email", "a@b"],
  ["email", "o'brien+leads@law-firm.nyc"],
  ["email", "ann@bücher.de"],
  ["Phone Number", "212 555 0142 ext 5"],
  ["Phone Number", "+1 (212) 555-0142"],
  ["Phone Number", "212.555.0142 x12"],
  ["Phone Number", "212/555-0142 #3"],
])("%s = %j is accepted", (field, value) => {
  expect(checkContact({ ...valid, [field]: value }).ok).toBe(true);
});

test("the e-mail rule is HTML's type=email rule: no dot needed in the domain, labels of 63 characters at most", () => {
  expect(isEmail("ann@localhost")).toBe(true);
  expect(isEmail(`ann@${"a".repeat(63)}.com`)).toBe(true);
  expect(isEmail(`ann@${"a".repeat(64)}.com`)).toBe(false);
  expect(isEmail("ann@")).toBe(false);
  expect(isEmail("@localhost")).toBe(false);
  expect(isEmail("ann@bü/cher.de")).toBe(false);
});

test("the browser's pattern and the server agree on every phone, and the pattern compiles in old and new browsers", () => {
  const phone = contactFields.find((f) => f.name === "Phone Number");
  if (!phone || !("pattern" in phone)) throw new Error("the phone field has no pattern");
  expect(() => new RegExp(`^(?:${phone.pattern})$`, "u")).not.toThrow();
  for (const value of [
    "212 555 0142 ext 5",
    "(718) 555-0123",
    "12",
    "555-0142",
    "5550142",
    "call me",
    "1@2.3",
  ]) {
    const server = checkContact({ ...valid, "Phone Number": value }).ok;
    expect(matchesPattern(phone.pattern, value), value).toBe(server);
  }
});

test("a refused phone gets its own message, naming the rule", () => {
  const result = checkContact({ ...valid, "Phone Number": "12" });
  expect(result.ok).toBe(false);
  if (!result.ok)
    expect(result.errors).toEqual({
      "Phone Number": "Enter a phone number with at least 7 digits, such as (212) 555-0142 ext 5.",
    });
});
