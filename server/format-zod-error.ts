import type { z } from "zod";

/** The first thing zod refused, as "path: message" (just the message when it concerns the whole value). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const where = issue.path.join(".");
  return where ? `${where}: ${issue.message}` : issue.message;
}
