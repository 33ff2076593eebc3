/**
 * "Download as PDF" for the intake (the spec's states and transitions, "Intake PDF", error catalogue,
 * business constants): the summary document opens in a new window that prints 1 s after load; if the browser
 * blocks the window, the document downloads as an HTML file whose object URL is released after 10 s; any
 * failure alerts and logs.
 */
import { downloadFile } from "../../components/tools/download";

export const PRINT_DELAY_MS = 1000;

export function printSummary(html: string, fileName: string, failure: string): void {
  try {
    const win = window.open("", "_blank");
    if (!win) return downloadFile(html, fileName, "text/html;charset=utf-8");
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
