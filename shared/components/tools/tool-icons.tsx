/**
 * The tools' two toolbar icons as plain SVG, drawn like lucide-react's "printer" and "rotate-ccw" (ISC
 * licence; path data copied from lucide-react 1.75). The rest of the site uses lucide-react through
 * ui/icon.tsx on the server; the tools' islands draw these two themselves because lucide's React runtime
 * (about 1 KB gzip of the island's JavaScript for two icons) counts against the tools' 80 KiB budget.
 */
import type { ReactNode } from "react";

function ToolIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const PrinterIcon = () => (
  <ToolIcon>
    <path d="M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6" />
    <rect x="6" y="14" width="12" height="8" rx="1" />
  </ToolIcon>
);

export const ResetIcon = () => (
  <ToolIcon>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
  </ToolIcon>
);
