import { useState } from "react";

/** Clipboard API where the browser allows it, else the selection fallback; says what happened. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <span className="copy">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() =>
          void copyText(text).then((ok) => {
            setState(ok ? "copied" : "failed");
            window.setTimeout(() => setState("idle"), 2500);
          })
        }
      >
        {label}
      </button>
      <span className="copy-status" role="status">
        {state === "copied" ? "Copied" : state === "failed" ? "Select the text and copy it" : ""}
      </span>
    </span>
  );
}
