/**
 * Same-site links prerendered on hover (shared/speculation.ts): a `<script type="speculationrules">`
 * holding the rules' exact text, which the CSP allows by its sha256 (server/security.ts). client/boot.ts
 * asks for this after the load event: a prerender starts on a hover, never before the page is shown.
 */
import { speculationRulesText } from "../shared/speculation";

export function addSpeculationRules() {
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = speculationRulesText;
  document.head.append(rules);
}
