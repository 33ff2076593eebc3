/**
 * The shared header (the spec's screens and routes, "Shared header", states and transitions, business
 * constants). Without JavaScript: desktop dropdowns open on hover and focus (CSS), and on phones a "Menu"
 * link leads to the HTML sitemap, so every menu link stays reachable. On phones the open menu is a sheet
 * under the header (at most 80vh, the spec's screens and routes) over a scrim that dims the page; tapping the
 * scrim closes it.
 */
import type { MenuEntry } from "../../content/navigation";
import { ArrowRight, ChevronDown, Menu, X } from "lucide-react";
import { BrandMark } from "./brand-mark";
import { labels } from "../../content/labels";

export type HeaderProps = { menu: MenuEntry[]; brand: string; currentPath: string };

const panelId = (label: string) => `menu-${label.toLowerCase().replace(/[^a-z]+/g, "-")}`;

/**
 * The operator's SITE_NAME may be long: by its length the brand gets a class that header.css
 * uses where room is short. "brand-long" (more than 20 characters) sets the name smaller on the compact row
 * and on a phone with large text; "brand-longer" (more than 30) leaves just the mark there. The link's
 * label always carries the whole name.
 */
export function brandLengthClass(brand: string): string {
  const length = [...brand].length;
  if (length > 30) return " brand-long brand-longer";
  if (length > 20) return " brand-long";
  return "";
}

/**
 * Rendered on the server only: client/header.ts (plain DOM code, no React) opens and closes the menus,
 * so a page whose only interactive part is the header downloads no React at all. The markup carries
 * every state the script toggles: aria-expanded on triggers and the toggle, both toggle icons, the scrim
 * (shown by CSS under .is-menu-open).
 */
export function Header({ menu, brand, currentPath }: HeaderProps) {
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className={`brand${brandLengthClass(brand)}`} href="/" aria-label={`${brand} home`}>
          <BrandMark />
          <span className="brand-name">{brand}</span>
        </a>
        <nav id="main-nav" className="main-nav" aria-label="Main">
          <ul className="nav-list">
            {menu.map((entry) =>
              entry.groups ? (
                <li key={entry.label} className="nav-item has-menu">
                  <button
                    type="button"
                    className="nav-trigger"
                    aria-expanded="false"
                    aria-controls={panelId(entry.label)}
                  >
                    {entry.label}
                    <ChevronDown aria-hidden="true" focusable="false" size={16} className="nav-chevron" />
                  </button>
                  <div
                    id={panelId(entry.label)}
                    className={`nav-panel${entry.columns === 2 ? " nav-panel-wide" : ""}`}
                  >
                    <div className="nav-groups">
                      {entry.groups.map((group) => (
                        <div key={group.category} className="nav-group">
                          <p className="nav-group-title">{group.category}</p>
                          <ul>
                            {group.items.map((item) => (
                              <li key={item.href}>
                                <a
                                  href={item.href}
                                  className="nav-panel-link"
                                  aria-current={item.href === currentPath ? "page" : undefined}
                                >
                                  {item.label}
                                </a>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                    {entry.footer ? (
                      <a className="nav-panel-footer" href={entry.footer.href}>
                        {entry.footer.label}
                        <ArrowRight aria-hidden="true" focusable="false" size={16} />
                      </a>
                    ) : null}
                  </div>
                </li>
              ) : (
                <li key={entry.label} className="nav-item">
                  <a
                    className="nav-link"
                    href={entry.href}
                    aria-current={entry.href === currentPath ? "page" : undefined}
                  >
                    {entry.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <a className="btn btn-primary nav-cta" href="/contact">
            {labels.layout.getStarted}
          </a>
        </nav>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls="main-nav"
          aria-label="Open menu"
        >
          <Menu aria-hidden="true" focusable="false" size={24} className="menu-icon-open" />
          <X aria-hidden="true" focusable="false" size={24} className="menu-icon-close" />
        </button>
        <div className="menu-scrim" aria-hidden="true" />
        <a className="menu-fallback" href="/sitemap">
          <Menu aria-hidden="true" focusable="false" size={24} />
          <span>{labels.layout.menu}</span>
        </a>
      </div>
    </header>
  );
}
