/**
 * Negative keyword builder (the spec's business constants, "Negative keyword builder", validation rules):
 * reads pasted search terms and suggests negatives by theme. "free" is suggested only when the term does not
 * ask for a free estimate (a roofer wants those clicks). Suggestions are unique, sorted, one per line.
 */

export type NegativeTheme = { theme: string; words: string[] };

export const negativeThemes: NegativeTheme[] = [
  { theme: "diy", words: ["diy", "do it yourself", "how to", "tutorial", "youtube"] },
  { theme: "jobs", words: ["jobs", "job", "hiring", "career", "careers", "salary", "apprenticeship"] },
  {
    theme: "materials",
    words: ["shingles for sale", "materials", "supplies", "wholesale", "home depot", "lowes"],
  },
  { theme: "warranty", words: ["warranty", "warranty claim"] },
  {
    theme: "insurance brands",
    words: ["state farm", "allstate", "geico", "progressive", "usaa", "liberty mutual", "nationwide"],
  },
  { theme: "wrong intent", words: ["free", "cheap", "discount", "used", "rental", "lease"] },
];

export const NEGATIVES_EMPTY = "Please paste search terms first.";
export const NEGATIVES_NONE = "No negative keyword suggestions found for these terms.";

export type NegativesResult =
  | { kind: "empty"; message: typeof NEGATIVES_EMPTY }
  | { kind: "none"; message: typeof NEGATIVES_NONE }
  | { kind: "ok"; suggestions: string[]; text: string };

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const matches = (term: string, word: string) =>
  new RegExp(`(^|[^a-z0-9])${escape(word)}($|[^a-z0-9])`).test(term);

/** Terms come one per line (commas and tabs from a search-terms report split too). */
export function buildNegatives(input: string, themes: NegativeTheme[] = negativeThemes): NegativesResult {
  const terms = input
    .toLowerCase()
    .split(/[\n\r,\t]+/)
    .map((term) => term.trim().replace(/\s+/g, " "))
    .filter(Boolean);
  if (terms.length === 0) return { kind: "empty", message: NEGATIVES_EMPTY };
  const found = new Set<string>();
  for (const term of terms) {
    for (const { words } of themes) {
      for (const word of words) {
        if (!matches(term, word)) continue;
        if (word === "free" && term.includes("free estimate")) continue;
        found.add(word);
      }
    }
  }
  if (found.size === 0) return { kind: "none", message: NEGATIVES_NONE };
  const suggestions = [...found].sort((a, b) => a.localeCompare(b, "en"));
  return { kind: "ok", suggestions, text: suggestions.join("\n") };
}
