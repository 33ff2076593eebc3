import type { ProblemCard } from "../../content/types";
import { EditorialList } from "./editorial";

/** Problem / solution cards (the spec's entities, "Problem card"), set as the numbered editorial list. */
export function ProblemGrid({ items }: { items: ProblemCard[] }) {
  return <EditorialList items={items} />;
}
