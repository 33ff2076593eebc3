/**
 * "Export data" and "Import data" (beyond the spec: staff move between devices). The file is
 * the tool's saved record in an envelope naming the tool; an import is validated by the same parser as the
 * device storage, and a refused file changes nothing.
 */
export type ToolId = "seo-checklist" | "ppc-guide";

export const toolNames: Record<ToolId, string> = {
  "seo-checklist": "an SEO checklist",
  "ppc-guide": "a PPC guide",
};

export const IMPORT_MAX_BYTES = 256 * 1024;

export type ExportEnvelope<T> = { tool: ToolId; version: 1; exportedAt: string; data: T };

export function exportText<T>(tool: ToolId, data: T, now = new Date()): string {
  const envelope: ExportEnvelope<T> = { tool, version: 1, exportedAt: now.toISOString(), data };
  return `${JSON.stringify(envelope, null, 2)}\n`;
}

export const exportFileName = (tool: ToolId, now = new Date()) =>
  `${tool}-${now.toISOString().slice(0, 10)}.json`;

export type ImportResult<T> = { ok: true; data: T } | { ok: false; message: string };

const refused = (why: string): { ok: false; message: string } => ({
  ok: false,
  message: `${why} Nothing was changed.`,
});

export const tooLarge = (tool: ToolId) => refused(`That file is too large to be ${toolNames[tool]} export.`);

export function readImport<T>(
  text: string,
  tool: ToolId,
  parse: (raw: unknown) => T | null,
): ImportResult<T> {
  const name = toolNames[tool];
  if (text.length > IMPORT_MAX_BYTES) return tooLarge(tool);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refused(`That file is not ${name} export (it is not JSON).`);
  }
  const envelope = raw as Partial<ExportEnvelope<unknown>> | null;
  if (typeof envelope !== "object" || envelope === null || envelope.version !== 1)
    return refused(`That file is not ${name} export.`);
  if (envelope.tool !== tool) {
    const other = toolNames[envelope.tool as ToolId];
    return refused(other ? `That file holds ${other}, not ${name}.` : `That file is not ${name} export.`);
  }
  const data = parse(envelope.data);
  return data === null
    ? refused(`That file looks like ${name} export but is damaged or from an unknown version.`)
    : { ok: true, data };
}
