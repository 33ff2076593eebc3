/**
 * "Download as PDF" for the intake (spec 001 §4 "Intake PDF", §8, §9): the summary document opens in a new
 * window that prints 1 s after load; if the browser blocks the window, the document downloads as an HTML
 * file whose object URL is released after 10 s; any failure alerts and logs.
 */
export const PRINT_DELAY_MS = 1000;
export const LINK_RELEASE_MS = 10_000;

function download(html: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([html], { type: "text/html;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), LINK_RELEASE_MS);
}

export function printSummary(html: string, fileName: string, failure: string): void {
  try {
    const win = window.open("", "_blank");
    if (!win) return download(html, fileName);
    win.document.open();
    win.document.write(html);
    win.document.close();
    const print = () =>
      window.setTimeout(() => {
        if (win.closed) return;
        win.focus();
        win.print();
      }, PRINT_DELAY_MS);
    if (win.document.readyState === "complete") print();
    else win.addEventListener("load", print, { once: true });
  } catch (error) {
    console.error("Intake PDF generation failed", error);
    window.alert(failure);
  }
}
