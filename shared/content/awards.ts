/**
 * The awards (the spec's screens and routes About: Best SEO Agency 2023, Top Web Design Firm 2023, Google
 * Partner certified, Client Choice Award 2023; the spec's overview: the home page's awards section and its
 * two badges). One record, shown on the home page and /about as a dated record: the year each award was
 * given, the certification as current, so a 2023 award reads as a date in the agency's history rather than as
 * this year's news.
 */
export type Award = {
  title: string;
  /** who gives it */
  by: string;
  /** the year it was given, or "Current" for a certification held now */
  when: number | "Current";
};

export const awardRecord: Award[] = [
  { title: "Google Partner", by: "Certified in Search and Display", when: "Current" },
  { title: "Best SEO Agency", by: "New York Digital Awards", when: 2023 },
  { title: "Top Web Design Firm", by: "NYC Design Awards", when: 2023 },
  { title: "Client Choice Award", by: "Voted by our clients", when: 2023 },
];

/** "three awards in 2023" ... the lede's summary of the record, from the record itself */
export function awardSummary(): string {
  const dated = awardRecord.filter((a) => typeof a.when === "number");
  const years = [...new Set(dated.map((a) => a.when))].sort();
  const count = ["no", "one", "two", "three", "four", "five"][dated.length] ?? String(dated.length);
  return `${count} ${dated.length === 1 ? "award" : "awards"} in ${years.join(" and ")}`;
}
