/**
 * "Export data" / "Import data" (issue 9 §4): the tool's record as a JSON file, and back. A refused file
 * shows why and changes nothing.
 */
import { useRef, useState, type ChangeEvent } from "react";
import { exportFileName, exportText, IMPORT_MAX_BYTES, readImport, type ToolId } from "../../tools/transfer";

export function DataCard<R>({
  tool,
  record,
  parse,
  onImport,
}: {
  tool: ToolId;
  record: () => R;
  parse: (raw: unknown) => R | null;
  onImport: (record: R) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  function download() {
    const url = URL.createObjectURL(new Blob([exportText(tool, record())], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = exportFileName(tool);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage({ ok: true, text: `Saved ${link.download} to your downloads.` });
  }

  async function load(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const text = file.size > IMPORT_MAX_BYTES ? "x".repeat(IMPORT_MAX_BYTES + 1) : await file.text();
    const result = readImport(text, tool, parse);
    if (result.ok) onImport(result.data);
    setMessage(
      result.ok ? { ok: true, text: `Imported ${file.name}.` } : { ok: false, text: result.message },
    );
  }

  return (
    <section className="card tool-card data-card" aria-labelledby="tool-data-title" data-print="hide">
      <h2 id="tool-data-title">Move to another device</h2>
      <p className="tool-card-intro">
        Progress is saved in this browser only. Export it as a file to continue on another computer, then
        import that file there.
      </p>
      <div className="tool-row">
        <button type="button" className="btn btn-secondary btn-sm" onClick={download}>
          Export data
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => input.current?.click()}>
          Import data
        </button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="Choose an exported data file"
          onChange={(event) => void load(event)}
        />
      </div>
      <p className={message && !message.ok ? "data-message is-error" : "data-message"} role="status">
        {message?.text ?? ""}
      </p>
    </section>
  );
}
