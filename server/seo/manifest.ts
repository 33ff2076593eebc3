/** The web app manifest, built from the configured site: the brand is configuration, not a static file. */
import type { Site } from "../../shared/site";

export function webManifest(site: Site): string {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: site.themeColor,
    icons: [
      { src: "/icons/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
