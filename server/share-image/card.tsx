/**
 * The share card's layout, as the element tree satori lays out (flexbox only: every element with more than
 * one child says display: flex). 1200 x 630: the brand at the top, the page's title large and bold, the
 * site's host at the bottom, on the site's ink with its one accent colour.
 */
import type { CSSProperties } from "react";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../shared/share-image";

/**
 * The design tokens the card uses (shared/styles/tokens.css; the server bundle cannot read that file at run
 * time, so a unit test keeps these equal to it).
 */
export const CARD_TOKENS = {
  ink: "#0b0f1a",
  accent: "#5b3df5",
  accentOnDark: "#b3a6ff",
  onDark: "#f4f5f9",
  onDarkMuted: "#aab1c2",
} as const;

export type CardText = {
  /** the page's title (its <Seo> title, without the brand) */
  title: string;
  /** the site's name (SITE_NAME) */
  brand: string;
  /** the site's host, e.g. "example.com" */
  host: string;
  /** a short kicker above the title ("Services", "Locations"); empty for none */
  kicker: string;
};

/** Up to two initials for the brand mark: "Skyline Digital" -> "SD", "Acme" -> "A". */
export function initials(brand: string): string {
  const words = brand.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((w) => (w[0] ?? "").toUpperCase())
    .join("");
}

/** Long titles get a smaller size so they stay within three lines. */
export function titleSize(title: string): number {
  if (title.length <= 24) return 88;
  if (title.length <= 40) return 76;
  if (title.length <= 60) return 66;
  return 56;
}

const row: CSSProperties = { display: "flex", alignItems: "center" };

export function ShareCard({ title, brand, host, kicker }: CardText) {
  const t = CARD_TOKENS;
  return (
    <div
      style={{
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 88px 64px",
        backgroundColor: t.ink,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${t.accent}8c 0%, ${t.ink}00 58%)`,
        color: t.onDark,
        fontFamily: "Inter",
      }}
    >
      <div style={{ ...row, gap: 22 }}>
        <div
          style={{
            ...row,
            justifyContent: "center",
            width: 68,
            height: 68,
            borderRadius: 18,
            backgroundColor: t.accent,
            color: "#ffffff",
            fontSize: 30,
            fontWeight: 800,
            letterSpacing: "-0.02em",
          }}
        >
          {initials(brand)}
        </div>
        <div style={{ fontSize: 34, fontWeight: 700, letterSpacing: "-0.02em" }}>{brand}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", maxWidth: 1000 }}>
        {kicker ? (
          <div
            style={{
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: "0.14em",
              textTransform: "uppercase",
              color: t.accentOnDark,
              marginBottom: 22,
            }}
          >
            {kicker}
          </div>
        ) : null}
        <div
          style={{
            display: "block",
            fontSize: titleSize(title),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: "-0.035em",
            color: "#ffffff",
            lineClamp: 3,
            textWrap: "balance",
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ ...row, justifyContent: "space-between", fontSize: 26, fontWeight: 500 }}>
        <div style={{ color: t.onDarkMuted }}>{host}</div>
        <div style={{ width: 120, height: 10, borderRadius: 5, backgroundColor: t.accent }} />
      </div>
    </div>
  );
}
