/**
 * Photo slots (docs/DESIGN.md "People"): a real photo dropped into public/images/photos/{people,team}/
 * with the illustration's name (`maria-santos.webp` for /images/people/maria-santos.svg) replaces that
 * illustration wherever it is shown; without one the illustration stays. Read once when the app is made.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

const FOLDERS = ["people", "team"] as const;
const PHOTO = /^([a-z0-9-]+)\.(webp|avif|jpe?g|png)$/;

/** illustration src -> photo src, for every photo in the slot folders */
export function photoSlots(publicDir: string): Record<string, string> {
  const slots: Record<string, string> = {};
  for (const folder of FOLDERS) {
    let files: string[];
    try {
      files = readdirSync(path.join(publicDir, "images", "photos", folder));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const name = PHOTO.exec(file)?.[1];
      if (name) slots[`/images/${folder}/${name}.svg`] ??= `/images/photos/${folder}/${file}`;
    }
  }
  return slots;
}
