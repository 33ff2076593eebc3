/**
 * The client intake wizard's pure logic (the spec's states and transitions, "Intake wizard", "Intake PDF"):
 * step bounds, the summary grouped by step, and the printable summary document with every answer
 * HTML-escaped.
 */
import type { IntakeField, IntakeStep } from "../../content/tools/types";

/** the spec's entities, "Intake form data": a flat map of field id to text */
export type IntakeAnswers = Record<string, string>;

/** Next moves forward up to the last step; Back moves back to a minimum of 0. */
export const nextStep = (step: number, total: number) => Math.max(0, Math.min(step + 1, total - 1));
export const previousStep = (step: number) => Math.max(0, step - 1);

export type SummaryRow = { id: string; label: string; value: string; answered: boolean };
export type SummaryGroup = { id: string; title: string; rows: SummaryRow[] };

const rowsOf = (fields: IntakeField[], answers: IntakeAnswers): SummaryRow[] =>
  fields.map((field) => {
    const value = (answers[field.id] ?? "").trim();
    return { id: field.id, label: field.label, value, answered: value !== "" };
  });

/** The cover first, then every step in order, each field answered or marked as not answered. */
export function summaryGroups(
  cover: { title: string; fields: IntakeField[] },
  steps: IntakeStep[],
  answers: IntakeAnswers,
): SummaryGroup[] {
  return [
    { id: "cover", title: cover.title, rows: rowsOf(cover.fields, answers) },
    ...steps.map((step) => ({ id: step.id, title: step.title, rows: rowsOf(step.fields, answers) })),
  ];
}

export function countAnswered(groups: SummaryGroup[]): { answered: number; total: number } {
  const rows = groups.flatMap((group) => group.rows);
  return { answered: rows.filter((row) => row.answered).length, total: rows.length };
}

export const hasAnswers = (answers: IntakeAnswers) => Object.values(answers).some((v) => v.trim() !== "");

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The printable summary's stylesheet. The print window inherits this page's CSP, so the route allows
 * exactly this text by its hash (PRINT_STYLE_HASH, checked by a unit test).
 */
export const PRINT_STYLE =
  "body{margin:2rem auto;max-width:46rem;padding:0 1.5rem;font:15px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2433}" +
  "h1{margin:0 0 .25rem;font-size:1.75rem;color:#0b0f1a}h2{margin:2rem 0 .5rem;padding-bottom:.25rem;border-bottom:2px solid #5b3df5;font-size:1.15rem;color:#0b0f1a}" +
  ".meta{margin:0;color:#515a6b}dl{margin:0}dt{margin-top:.75rem;font-weight:700}dd{margin:.125rem 0 0;white-space:pre-wrap}" +
  ".empty{color:#515a6b;font-style:italic}section{break-inside:avoid-page}@page{margin:18mm}";
export const PRINT_STYLE_HASH = "'sha256-ohr6Ioo3mzu/yScLW3fLPMlCeBNlz8fKqO+Os1M69z8='";

export function summaryDocument({
  title,
  client,
  generated,
  groups,
  unanswered,
}: {
  title: string;
  client: string;
  generated: string;
  groups: SummaryGroup[];
  unanswered: string;
}): string {
  const heading = client.trim() ? `${title}: ${client.trim()}` : title;
  const { answered, total } = countAnswered(groups);
  const sections = groups
    .map(
      (group) =>
        `<section><h2>${escapeHtml(group.title)}</h2><dl>${group.rows
          .map(
            (row) =>
              `<dt>${escapeHtml(row.label)}</dt><dd${row.answered ? "" : ' class="empty"'}>${escapeHtml(
                row.answered ? row.value : unanswered,
              )}</dd>`,
          )
          .join("")}</dl></section>`,
    )
    .join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title>` +
    `<style>${PRINT_STYLE}</style></head><body><h1>${escapeHtml(heading)}</h1>` +
    `<p class="meta">Generated ${escapeHtml(generated)} &middot; ${answered} of ${total} questions answered</p>` +
    `${sections}</body></html>`
  );
}

export const summaryFileName = (now = new Date()) =>
  `client-intake-summary-${now.toISOString().slice(0, 10)}.html`;
