/** the spec's business constants: an object URL handed to a download is released after 10 s */
export const LINK_RELEASE_MS = 10_000;

/** Saves text as a file through a temporary link (the tools' exports and the intake's fallback). */
export function downloadFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), LINK_RELEASE_MS);
}
