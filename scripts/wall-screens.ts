/**
 * npm run wall-screens: the hero walls' screens of the projects (public/images/work/SLUG/wall-N.svg), one
 * per phone screen (phone-N.svg). On a wall a 390 px screen is drawn 130-180 px wide, so a phone page shrunk
 * to that size reads as grey lines. Each wall screen is instead laid out for the wall: the project's brand,
 * one headline, an offer card (a product or service and its price or time) and a button with its real
 * label, in the project's colours, every word at 24 px or more (about 10 px on the wall at 1280).
 *
 * Every <text> in an SVG image is shaped with fallback fonts (an image loads no web font), and those layouts
 * were most of the home page's style and layout work (docs/PERFORMANCE.md, "hero collage"): each screen
 * keeps to five or six short text runs, no more than the phone screens' large text the wall used to keep
 * (decision 0036).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";

const WORK = "public/images/work";
const W = 390;
const H = 844;
/** The smallest font size on a wall screen, in the screen's 390 px units. */
export const MIN_WALL_TEXT = 24;

export type WallPalette = {
  /** page background */
  bg: string;
  /** headings and card text */
  ink: string;
  /** the brand's colour: the mark, the meta line, the button */
  accent: string;
  /** text on the accent (the button's label) */
  onAccent: string;
  /** the offer card's fill and border */
  card: string;
  line: string;
  /** the picture panel's two tones */
  tint: string;
  tint2: string;
};

export type WallScreen = {
  slug: string;
  n: 1 | 2;
  /** the image's description (its <title>) */
  title: string;
  brand: string;
  /** one or two lines */
  headline: [string] | [string, string];
  /** the offer card: a product or service, and its price or time */
  item: string;
  meta: string;
  /** the button's label */
  button: string;
  palette: WallPalette;
  /** the headline's font-style (Mulberry's italic serif voice) */
  italic?: boolean;
};

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A font size at most `max` that fits `text` (bold, ~0.6 em a character) in `width`. */
export function fitSize(text: string, max: number, width: number): number {
  return Math.max(MIN_WALL_TEXT, Math.min(max, Math.floor(width / (text.length * 0.6))));
}

/** The wall's SVG of one screen. */
export function wallSvg(s: WallScreen): string {
  const p = s.palette;
  const headSize = Math.min(...s.headline.map((line) => fitSize(line, 42, W - 40)));
  const headTop = 96;
  const headLines = s.headline
    .map(
      (line, i) =>
        `<text x="20" y="${headTop + headSize + i * Math.round(headSize * 1.15)}" font-size="${headSize}" ` +
        `fill="${p.ink}" font-weight="800"${s.italic ? ' font-style="italic"' : ""}>${esc(line)}</text>`,
    )
    .join("");
  const panelTop = headTop + Math.round(headSize * 1.15) * s.headline.length + 28;
  const panelBottom = 436;
  const cardTop = 458;
  const buttonTop = 612;
  const iconScale = Math.round(Math.min(1.5, (panelBottom - panelTop - 48) / 120) * 100) / 100;
  const itemSize = fitSize(s.item, 30, W - 80);
  const metaSize = fitSize(s.meta, 26, W - 80);
  const buttonSize = fitSize(s.button, 26, W - 80);
  const brandSize = fitSize(s.brand, 24, W - 120);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" ` +
    `font-family="Inter, 'Helvetica Neue', Arial, sans-serif"><title>${esc(s.title)}</title>` +
    `<rect width="${W}" height="${H}" fill="${p.bg}"/>` +
    // header: the brand's mark and name, the menu
    `<rect x="20" y="22" width="36" height="36" rx="8" fill="${p.accent}"/>` +
    `<text x="68" y="${40 + brandSize * 0.36}" font-size="${brandSize}" fill="${p.ink}" font-weight="800">${esc(s.brand)}</text>` +
    // the menu, where the name leaves room for it (a capitalised name is ~0.7 em a letter)
    (s.brand.length * brandSize * (s.brand === s.brand.toUpperCase() ? 0.7 : 0.6) < 250
      ? `<path d="M336 30h34M336 40h34M336 50h34" stroke="${p.ink}" stroke-width="3" stroke-linecap="round"/>`
      : "") +
    `<rect y="78" width="${W}" height="1" fill="${p.line}"/>` +
    headLines +
    // the picture: the project's trade drawn in its own tones, not a photograph
    `<rect x="20" y="${panelTop}" width="${W - 40}" height="${panelBottom - panelTop}" rx="16" fill="${p.tint}"/>` +
    `<circle cx="${W / 2}" cy="${(panelTop + panelBottom) / 2}" r="${Math.min(110, (panelBottom - panelTop) / 2 - 16)}" fill="${p.bg}" opacity=".55"/>` +
    `<g transform="translate(${W / 2 - 60 * iconScale} ${(panelTop + panelBottom) / 2 - 60 * iconScale}) scale(${iconScale})">` +
    icons[s.slug]!(p) +
    `</g>` +
    // the offer card: a product or service, its price or time
    `<rect x="20" y="${cardTop}" width="${W - 40}" height="150" rx="14" fill="${p.card}" stroke="${p.line}" stroke-width="2"/>` +
    `<text x="40" y="${cardTop + 56}" font-size="${itemSize}" fill="${p.ink}" font-weight="800">${esc(s.item)}</text>` +
    `<text x="40" y="${cardTop + 108}" font-size="${metaSize}" fill="${p.accent}" font-weight="700">${esc(s.meta)}</text>` +
    // the button
    `<rect x="20" y="${buttonTop}" width="${W - 40}" height="80" rx="14" fill="${p.accent}"/>` +
    `<text x="${W / 2}" y="${buttonTop + 40 + buttonSize * 0.36}" font-size="${buttonSize}" fill="${p.onAccent}" font-weight="800" text-anchor="middle">${esc(s.button)}</text>` +
    `</svg>`
  );
}

/** Each project's trade as a drawing in a 120 px box: its accent (a) and the panel's second tone (b). */
const icons: Record<string, (p: WallPalette) => string> = {
  // a thermostat dial
  "bay-ridge-hvac": (p) =>
    `<circle cx="60" cy="60" r="52" fill="${p.tint2}"/><circle cx="60" cy="60" r="38" fill="#fff"/>` +
    `<path d="M60 30v30l18 12" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  // a loaf with its scores
  "flatbush-bakehouse": (p) =>
    `<rect x="6" y="34" width="108" height="60" rx="30" fill="${p.tint2}"/>` +
    `<path d="M34 50l10 26M56 48l10 28M78 50l10 26" stroke="${p.bg}" stroke-width="7" stroke-linecap="round"/>`,
  // a loaded barbell
  "gowanus-strength": (p) =>
    `<rect x="0" y="56" width="120" height="8" rx="4" fill="#9a9a9a"/>` +
    `<rect x="14" y="24" width="14" height="72" rx="4" fill="${p.accent}"/><rect x="30" y="34" width="10" height="52" rx="3" fill="${p.accent}"/>` +
    `<rect x="92" y="24" width="14" height="72" rx="4" fill="${p.accent}"/><rect x="80" y="34" width="10" height="52" rx="3" fill="${p.accent}"/>`,
  // a tooth
  "harbor-dental": (p) =>
    `<path d="M60 22c-12-10-44-10-44 20 0 22 10 30 14 56 2 12 14 12 16 0l6-24c2-6 14-6 16 0l6 24c2 12 14 12 16 0 4-26 14-34 14-56 0-30-32-30-44-20z" fill="#fff" stroke="${p.tint2}" stroke-width="6"/>`,
  // a courthouse
  "kingsbridge-law": (p) =>
    `<path d="M60 8L112 36H8z" fill="${p.accent}"/><rect x="8" y="100" width="104" height="12" fill="${p.accent}"/>` +
    `<path d="M22 46v48M46 46v48M74 46v48M98 46v48" stroke="${p.tint2}" stroke-width="12"/>`,
  // a fine comb
  "lice-busters": (p) =>
    `<rect x="8" y="30" width="104" height="22" rx="8" fill="${p.accent}"/>` +
    `<path d="M18 52v40M30 52v40M42 52v40M54 52v40M66 52v40M78 52v40M90 52v40M102 52v40" stroke="${p.tint2}" stroke-width="6" stroke-linecap="round"/>`,
  // a spray bottle
  "lice-troopers": (p) =>
    `<rect x="48" y="6" width="30" height="14" rx="3" fill="${p.ink}"/><rect x="56" y="20" width="14" height="14" fill="${p.ink}"/>` +
    `<rect x="38" y="34" width="50" height="82" rx="12" fill="${p.tint2}"/><rect x="46" y="58" width="34" height="30" rx="4" fill="#fff"/>`,
  // a plate, fork and knife
  "mulberry-trattoria": (p) =>
    `<circle cx="60" cy="60" r="40" fill="#fff" stroke="${p.tint2}" stroke-width="6"/><circle cx="60" cy="60" r="24" fill="none" stroke="${p.tint}" stroke-width="4"/>` +
    `<path d="M6 18v90M0 18v26q6 8 12 0V18M114 18v90M114 18q-10 20 0 40" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
  // a house
  "parkside-realty": (p) =>
    `<path d="M60 8L116 56H4z" fill="${p.accent}"/><rect x="18" y="56" width="84" height="58" fill="#fff"/>` +
    `<rect x="50" y="76" width="20" height="38" fill="${p.accent}"/><rect x="28" y="68" width="14" height="14" fill="${p.tint}"/><rect x="78" y="68" width="14" height="14" fill="${p.tint}"/>`,
  // a sailboat
  "white-sails": (p) =>
    `<path d="M58 6v84H14z" fill="#fff" stroke="${p.accent}" stroke-width="4" stroke-linejoin="round"/><path d="M64 22v68h40z" fill="${p.accent}"/>` +
    `<path d="M6 96h108l-14 18H20z" fill="${p.tint2}"/>`,
};

const palettes: Record<string, WallPalette> = {
  "bay-ridge-hvac": {
    bg: "#ffffff",
    ink: "#0f2a44",
    accent: "#c2410c",
    onAccent: "#ffffff",
    card: "#f3f8fd",
    line: "#d8e4f0",
    tint: "#dcefff",
    tint2: "#2a9df4",
  },
  "flatbush-bakehouse": {
    bg: "#fdf7ee",
    ink: "#5a3418",
    accent: "#b0621f",
    onAccent: "#ffffff",
    card: "#ffffff",
    line: "#e6d3b5",
    tint: "#f6e6cc",
    tint2: "#c8782f",
  },
  "gowanus-strength": {
    bg: "#0d0d0d",
    ink: "#ffffff",
    accent: "#c6f432",
    onAccent: "#0d0d0d",
    card: "#171717",
    line: "#2a2a2a",
    tint: "#1f1f1f",
    tint2: "#3a3a3a",
  },
  "harbor-dental": {
    bg: "#ffffff",
    ink: "#0b3b3c",
    accent: "#0b6e68",
    onAccent: "#ffffff",
    card: "#f4faf9",
    line: "#e3ecec",
    tint: "#d9f1ee",
    tint2: "#0f9d94",
  },
  "kingsbridge-law": {
    bg: "#f7f5ef",
    ink: "#14213d",
    accent: "#14213d",
    onAccent: "#ffffff",
    card: "#ffffff",
    line: "#c5cde0",
    tint: "#e4e8f1",
    tint2: "#c9a227",
  },
  "lice-busters": {
    bg: "#ffffff",
    ink: "#0b0f1a",
    accent: "#0b7a70",
    onAccent: "#ffffff",
    card: "#f6fbfa",
    line: "#e3e8ee",
    tint: "#e2f4f1",
    tint2: "#0f9488",
  },
  "lice-troopers": {
    bg: "#ffffff",
    ink: "#0b0f1a",
    accent: "#c4471a",
    onAccent: "#ffffff",
    card: "#fffaf7",
    line: "#f3d9cc",
    tint: "#fdeee6",
    tint2: "#e8612c",
  },
  "mulberry-trattoria": {
    bg: "#fbf6f2",
    ink: "#2b1618",
    accent: "#8c1c24",
    onAccent: "#ffffff",
    card: "#ffffff",
    line: "#ead8d0",
    tint: "#f3c9b9",
    tint2: "#8c1c24",
  },
  "parkside-realty": {
    bg: "#ffffff",
    ink: "#123f2b",
    accent: "#1f6f4a",
    onAccent: "#ffffff",
    card: "#f5faf7",
    line: "#d5eadd",
    tint: "#d5eadd",
    tint2: "#1f6f4a",
  },
  "white-sails": {
    bg: "#ffffff",
    ink: "#0b0f1a",
    accent: "#0f3a66",
    onAccent: "#ffffff",
    card: "#f3f6fb",
    line: "#e3e8f0",
    tint: "#dbe8f6",
    tint2: "#0f3a66",
  },
};

type Copy = Omit<WallScreen, "slug" | "n" | "palette">;

/** Each project's two wall screens: the same flows as its phone screens, in words sized for the wall. */
const copy: Record<string, [Copy, Copy]> = {
  "bay-ridge-hvac": [
    {
      title: "Bay Ridge HVAC website: 24/7 emergency repair with a Call button",
      brand: "Bay Ridge HVAC",
      headline: ["No heat? No AC?"],
      item: "Emergency repair",
      meta: "24/7 · 60 min arrival",
      button: "Call (555) 010-0163",
    },
    {
      title: "Bay Ridge HVAC website: the Comfort Plus maintenance plan at $29 a month",
      brand: "Bay Ridge HVAC",
      headline: ["Stay comfortable", "all year long"],
      item: "Comfort Plus plan",
      meta: "$29/mo · cancel anytime",
      button: "Choose Comfort Plus",
    },
  ],
  "flatbush-bakehouse": [
    {
      title: "Flatbush Bakehouse website: a pickup order of butter croissants for Saturday 8 AM",
      brand: "Flatbush Bakehouse",
      headline: ["Your order"],
      item: "4 Butter Croissants",
      meta: "$16.00 · Sat 8:00 AM",
      button: "Place order · $34.84",
    },
    {
      title: "Flatbush Bakehouse website: custom cake inquiry from $42",
      brand: "Flatbush Bakehouse",
      headline: ["Custom cakes"],
      item: "Chocolate caramel",
      meta: "From $42 · 12-16 slices",
      button: "Send cake inquiry",
    },
  ],
  "gowanus-strength": [
    {
      title: "Gowanus Strength website: booking a 6 AM strength class with 4 spots left",
      brand: "GOWANUS STRENGTH",
      headline: ["BOOK A CLASS"],
      item: "Strength 6:00 AM",
      meta: "Tue, Oct 14 · 4 spots left",
      button: "Book class",
    },
    {
      title: "Gowanus Strength website: a free trial week sign-up",
      brand: "GOWANUS STRENGTH",
      headline: ["START YOUR", "FREE WEEK."],
      item: "Unlimited classes",
      meta: "7 days · no card needed",
      button: "Claim my free week",
    },
  ],
  "harbor-dental": [
    {
      title: "Harbor Dental website: booking a cleaning and exam for Tuesday 9:30 AM",
      brand: "Harbor Dental",
      headline: ["Book a visit"],
      item: "Cleaning & Exam",
      meta: "Tue, Nov 18 · 9:30 AM",
      button: "Continue · Tue 9:30",
    },
    {
      title: "Harbor Dental website: new patient forms, 2 of 5 complete",
      brand: "Harbor Dental",
      headline: ["New patient", "forms"],
      item: "Medical history",
      meta: "2 of 5 done · 10 min",
      button: "Continue forms",
    },
  ],
  "kingsbridge-law": [
    {
      title: "Kingsbridge Law website: free case evaluation with a callback within 24 hours",
      brand: "KINGSBRIDGE LAW",
      headline: ["Free case", "evaluation"],
      item: "Car accident claim",
      meta: "Callback within 24 hours",
      button: "Request Consultation",
    },
    {
      title: "Kingsbridge Law website: founding partner Eleanor Whitfield, $90M+ recovered",
      brand: "KINGSBRIDGE LAW",
      headline: ["Eleanor", "Whitfield"],
      item: "$90M+ recovered",
      meta: "28 years · 120+ trials",
      button: "Schedule with Eleanor",
    },
  ],
  "lice-busters": [
    {
      title: "Lice Busters website: a same-day 5 PM treatment for two, $300",
      brand: "Lice Busters",
      headline: ["Pick a time"],
      item: "Full treatment × 2",
      meta: "Today 5:00 PM · $300",
      button: "Confirm 5:00 PM visit",
    },
    {
      title: "Lice Busters website: booking confirmed for Wednesday 5 PM in Park Slope",
      brand: "Lice Busters",
      headline: ["You're booked!"],
      item: "Wed, May 14 · 5 PM",
      meta: "312 7th Ave, Park Slope",
      button: "Add to calendar",
    },
  ],
  "lice-troopers": [
    {
      title: "Lice Troopers website: Mint Prevention Spray at $19 with an Add to cart button",
      brand: "Lice Troopers",
      headline: ["Mint Prevention", "Spray"],
      item: "4 oz bottle · $19",
      meta: "Rated 4.9 · 312 reviews",
      button: "Add to cart · $19",
    },
    {
      title: "Lice Troopers website: 4.9 from 1,248 Google reviews",
      brand: "Lice Troopers",
      headline: ["Reviews"],
      item: "4.9 from 1,248",
      meta: "Spray kits from $19",
      button: "Write a review",
    },
  ],
  "mulberry-trattoria": [
    {
      title: "Mulberry Trattoria website: a table for 2 on Friday at 7 PM",
      brand: "Mulberry Trattoria",
      headline: ["Reserve a table"],
      item: "Party of 2 · Fri",
      meta: "7:00 PM · Dining room",
      button: "Reserve for 2",
      italic: true,
    },
    {
      title: "Mulberry Trattoria website: private dining in the Cellar Room, set menus from $75",
      brand: "Mulberry Trattoria",
      headline: ["The Cellar Room"],
      item: "Private dining, 40",
      meta: "Set menus from $75",
      button: "Send Inquiry",
      italic: true,
    },
  ],
  "parkside-realty": [
    {
      title: "Parkside Realty website: a $1,250,000 Prospect Park West brownstone listing",
      brand: "Parkside Realty",
      headline: ["$1,250,000"],
      item: "412 Prospect Park W",
      meta: "3 bd · 2 ba · built 1899",
      button: "Schedule a Showing",
    },
    {
      title: "Parkside Realty website: a showing booked for Sunday 1 PM",
      brand: "Parkside Realty",
      headline: ["Book a showing"],
      item: "Sun, Nov 23",
      meta: "1:00 PM · In person",
      button: "Request Showing",
    },
  ],
  "white-sails": [
    {
      title: "White Sails website: trip finder with the Sunset Sail from $95 a guest",
      brand: "White Sails",
      headline: ["Find your sail"],
      item: "Sunset Sail",
      meta: "From $95 a guest",
      button: "See matching trips",
    },
    {
      title: "White Sails website: private charter inquiry from $650",
      brand: "White Sails",
      headline: ["Plan your", "charter"],
      item: "Private Charter",
      meta: "From $650 · 6 guests",
      button: "Send inquiry",
    },
  ],
};

/** Every wall screen, in the slugs' order. */
export const wallScreens: WallScreen[] = Object.entries(copy).flatMap(([slug, pair]) =>
  pair.map((c, i) => ({ ...c, slug, n: (i + 1) as 1 | 2, palette: palettes[slug]! })),
);

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const screen of wallScreens) {
    const svg = wallSvg(screen);
    writeFileSync(path.join(WORK, screen.slug, `wall-${screen.n}.svg`), svg);
    console.log(`${screen.slug}/wall-${screen.n}.svg: ${(svg.match(/<text\b/g) ?? []).length} text runs`);
  }
}
