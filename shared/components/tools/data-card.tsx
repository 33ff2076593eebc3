/**
 * "Export data" / "Import data": the tool's record as a JSON file, and back. A refused file
 * shows why and changes nothing.
 */
import { memo, useRef, useState, type ChangeEvent } from "react";
import type { ToolId } from "./transfer";

// the file format's code loads on the first export or import, not with the page (the tools' 80 KiB budget, scripts/size.ts)
const transfer = () => import("./transfer");

function DataCardOf<R>({
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

  async function download() {
    const [{ exportFileName, exportText }, { downloadFile }] = await Promise.all([
      transfer(),
      import("./download"),
    ]);
    const fileName = exportFileName(tool);
    downloadFile(exportText(tool, record()), fileName, "application/json");
    setMessage({ ok: true, text: `Saved ${fileName} to your downloads.` });
  }

  async function load(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const { IMPORT_MAX_BYTES, readImport, tooLarge } = await transfer();
    // a file too large is refused before it is read
    const result = file.size > IMPORT_MAX_BYTES ? tooLarge(tool) : readImport(await file.text(), tool, parse);
    if (result.ok) onImport(result.data);
    setMessage(
      result.ok ? { ok: true, text: `Imported ${file.name}.` } : { ok: false, text: result.message },
    );
  }

  return (
    <section className="card tool-card data-card" aria-labelledby="tool-data-title" data-print="hide">
      <h2 id="tool-data-title">Move to Another Device</h2>
      <p className="tool-card-intro">
        Progress is saved in this browser only. Export it as a file to continue on another computer, then
        import that file there.
      </p>
      <div className="tool-row">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void download()}>
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

/** Memoised: the tools pass callbacks that stay the same from render to render, so a change elsewhere in
 * the tool does not re-render the card. */
export const DataCard = memo(DataCardOf) as typeof DataCardOf;
