import { useEffect, useState } from "react";
import { activeSection } from "./toc";
import { onScrollFrames } from "../ui/scroll-frame";

/**
 * The id of the section crossing the 40-45% band of the viewport (the spec's states and transitions, "Sidebar
 * highlight"), measured on scroll and resize at most once a frame. Null on the server and until the first
 * measure.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const list = key.split(" ");
    return onScrollFrames(() => {
      const boxes = list.flatMap((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? [{ id, top: rect.top, bottom: rect.bottom }] : [];
      });
      setActive(activeSection(boxes, window.innerHeight));
    });
  }, [key]);
  return active;
}
