import { createHash } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { FieldInput } from "../../shared/components/tools/field-input";
import { clientIntake } from "../../shared/content/tools/client-intake";
import {
  countAnswered,
  escapeHtml,
  hasAnswers,
  nextStep,
  previousStep,
  PRINT_STYLE,
  PRINT_STYLE_HASH,
  summaryDocument,
  summaryGroups,
} from "../../shared/features/client-intake/intake";
import type { IntakeField, IntakeStep } from "../../shared/content/tools/types";

const cover: { title: string; fields: IntakeField[] } = clientIntake.cover;
const steps: IntakeStep[] = clientIntake.steps;

test("Next stops at the last step and Back at the first", () => {
  expect(nextStep(0, 12)).toBe(1);
  expect(nextStep(10, 12)).toBe(11);
  expect(nextStep(11, 12)).toBe(11);
  expect(previousStep(5)).toBe(4);
  expect(previousStep(0)).toBe(0);
  let step = 0;
  for (let i = 0; i < 20; i++) step = nextStep(step, 12);
  expect(step).toBe(11);
});

test("the twelve steps carry exactly the spec's ids and field ids", () => {
  expect(steps.map((s) => s.id)).toEqual([
    "business-profile",
    "team-contacts",
    "access-assets",
    "goals-kpis",
    "services-locations",
    "competitors",
    "website-content",
    "ads-preferences",
    "tracking-analytics",
    "legal-intake",
    "files-uploads",
    "review-consent",
  ]);
  expect(steps[0]?.fields.map((f) => f.id)).toEqual([
    "legal_name",
    "dba_name",
    "business_address",
    "service_areas",
    "hours",
    "emergency_availability",
    "licenses",
    "unique_value",
  ]);
  expect(steps[11]?.fields.map((f) => [f.id, f.kind])).toEqual([
    ["sign_name", "text"],
    ["sign_title", "text"],
    ["sign_date", "date"],
    ["acknowledge", "select"],
    ["notes_final", "textarea"],
  ]);
  const selects = steps.flatMap((s) => s.fields).filter((f) => f.kind === "select");
  expect(selects.map((f) => [f.id, f.options])).toEqual([
    ["emergency_availability", ["", "24/7", "After hours only", "No emergency service"]],
    ["acknowledge", ["", "Approved", "Changes requested"]],
  ]);
  expect(cover.fields.map((f) => [f.id, f.kind])).toEqual([
    ["client_name", "text"],
    ["primary_contact", "text"],
    ["contact_email", "email"],
    ["contact_phone", "tel"],
    ["timezone", "select"],
  ]);
  const ids = [...cover.fields, ...steps.flatMap((s) => s.fields)].map((f) => f.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test("the summary groups answers by step, cover first, and marks the unanswered ones", () => {
  const groups = summaryGroups(cover, steps, { client_name: "Harbor Dental", tone: "  ", crm: "HubSpot" });
  expect(groups.map((g) => g.id)).toEqual(["cover", ...steps.map((s) => s.id)]);
  expect(groups[0]?.rows[0]).toMatchObject({ id: "client_name", value: "Harbor Dental", answered: true });
  const access = groups.find((g) => g.id === "access-assets");
  expect(access?.rows.find((r) => r.id === "crm")).toMatchObject({ value: "HubSpot", answered: true });
  const site = groups.find((g) => g.id === "website-content");
  expect(site?.rows.find((r) => r.id === "tone")).toMatchObject({ answered: false, value: "" });
  expect(countAnswered(groups)).toEqual({ answered: 2, total: 78 });
  expect(hasAnswers({ a: " " })).toBe(false);
  expect(hasAnswers({ a: "x" })).toBe(true);
});

test("every answer in the printable summary is escaped: markup prints as text and runs nothing", () => {
  const hostile = "<img src=x onerror=alert(1)>";
  const html = summaryDocument({
    title: "Client Intake Summary",
    client: hostile,
    generated: "November 22, 2026",
    groups: summaryGroups(cover, steps, {
      client_name: hostile,
      notes_final: `"quoted" & 'single' </dd><script>alert(2)</script>`,
    }),
    unanswered: "Not answered",
  });
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<script");
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html).toContain("&quot;quoted&quot; &amp; &#39;single&#39; &lt;/dd&gt;&lt;script&gt;");
  expect(html).toContain("<title>Client Intake Summary: &lt;img");
  expect(html).toContain('<dd class="empty">Not answered</dd>');
  expect(html).toContain("2 of 78 questions answered");
  expect(escapeHtml("a&b")).toBe("a&amp;b");
});

test("the print window's stylesheet hash in the page CSP matches the stylesheet", () => {
  const hash = `'sha256-${createHash("sha256").update(PRINT_STYLE).digest("base64")}'`;
  expect(PRINT_STYLE_HASH).toBe(hash);
});

// the spec's validation rules, "no required or format checks beyond browser input types (email, tel, date)":
// a link field takes "www.example.com", so no field is type=url; link fields get the URL keyboard instead
test("intake fields use no input type with a format check beyond email, tel and date", () => {
  const fields = [...cover.fields, ...steps.flatMap((s) => s.fields)];
  const types = new Set<string>();
  for (const field of fields) {
    const html = renderToStaticMarkup(
      createElement(FieldInput, { field, idPrefix: "intake", value: "", onChange: () => {} }),
    );
    for (const [, type] of html.matchAll(/<input[^>]* type="([^"]+)"/g)) types.add(type ?? "");
    expect(html).not.toMatch(/ (required|pattern)=/);
    if (field.kind === "url")
      expect(html, field.id).toMatch(/type="text"[^>]*inputMode="url"|inputMode="url"[^>]*type="text"/);
  }
  expect([...types].sort()).toEqual(["date", "email", "tel", "text"]);
  expect(fields.filter((f) => f.kind === "url").map((f) => f.id)).toContain("site_url");
});
