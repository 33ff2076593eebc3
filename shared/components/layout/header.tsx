/**
 * The shared header (spec 000 §2 "Shared header", §4, §9): an island hydrated at once.
 * Without JavaScript: desktop dropdowns open on hover and focus (CSS), and on phones a "Menu" link leads
 * to the HTML sitemap, so every menu link stays reachable. On phones the open menu is a sheet under the
 * header (at most 80vh, spec 000 §2) over a scrim that dims the page; tapping the scrim closes it.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { MenuEntry } from "../../content/navigation";
// Direct icon imports (not the shared Icon map) keep this always-loaded island small.
import { ArrowRight, ChevronDown, Menu, X } from "lucide-react";
import { BrandMark } from "./brand-mark";

export type HeaderProps = { menu: MenuEntry[]; brand: string; currentPath: string };

// spec 000 §9: header scroll threshold 20 px, mobile breakpoint 768 px
export const SCROLL_THRESHOLD = 20;
const DESKTOP_QUERY = "(min-width: 768px)";

const panelId = (label: string) => `menu-${label.toLowerCase().replace(/[^a-z]+/g, "-")}`;

export function Header({ menu, brand, currentPath }: HeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  // One open submenu at a time, on desktop (hover or click) and on mobile (tap toggles).
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeAll = useCallback(() => {
    setMobileOpen(false);
    setOpenIndex(null);
  }, []);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Tapping or clicking outside the header closes whatever is open; Escape closes and returns focus.
  useEffect(() => {
    if (!mobileOpen && openIndex === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (mobileOpen) {
        closeAll();
        toggleRef.current?.focus();
      } else if (openIndex !== null) {
        const trigger = headerRef.current?.querySelector<HTMLButtonElement>(
          `[data-menu-index="${openIndex}"]`,
        );
        setOpenIndex(null);
        trigger?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [mobileOpen, openIndex, closeAll]);

  // Page scroll is locked while the mobile panel is open; growing past the breakpoint closes it.
  useEffect(() => {
    if (!mobileOpen) return;
    const root = document.documentElement;
    root.classList.add("scroll-locked");
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => desktop.matches && closeAll();
    desktop.addEventListener("change", onChange);
    return () => {
      root.classList.remove("scroll-locked");
      desktop.removeEventListener("change", onChange);
    };
  }, [mobileOpen, closeAll]);

  const hoverOpen = (index: number | null) => (event: PointerEvent) => {
    if (event.pointerType === "mouse" && window.matchMedia(DESKTOP_QUERY).matches) setOpenIndex(index);
  };

  const onItemBlur = (event: React.FocusEvent<HTMLLIElement>) => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) return;
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenIndex(null);
  };

  const onTriggerKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpenIndex(index);
      requestAnimationFrame(() =>
        document
          .getElementById(panelId(menu[index]?.label ?? ""))
          ?.querySelector<HTMLAnchorElement>("a")
          ?.focus(),
      );
    }
  };

  const classes = ["site-header", scrolled ? "is-scrolled" : "", mobileOpen ? "is-menu-open" : ""];
  return (
    <header ref={headerRef} className={classes.filter(Boolean).join(" ")}>
      <div className="container header-inner">
        <a className="brand" href="/" aria-label={`${brand} home`}>
          <BrandMark />
          <span className="brand-name">{brand}</span>
        </a>
        <nav id="main-nav" className="main-nav" aria-label="Main">
          <ul className="nav-list">
            {menu.map((entry, index) =>
              entry.groups ? (
                <li
                  key={entry.label}
                  className={`nav-item has-menu${openIndex === index ? " is-open" : ""}`}
                  onPointerEnter={hoverOpen(index)}
                  onPointerLeave={hoverOpen(null)}
                  onBlur={onItemBlur}
                >
                  <button
                    type="button"
                    className="nav-trigger"
                    aria-expanded={openIndex === index}
                    aria-controls={panelId(entry.label)}
                    data-menu-index={index}
                    onClick={() => setOpenIndex(openIndex === index ? null : index)}
                    onKeyDown={onTriggerKey(index)}
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
            Get Started
          </a>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls="main-nav"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => {
            setMobileOpen(!mobileOpen);
            setOpenIndex(null);
          }}
        >
          {mobileOpen ? (
            <X aria-hidden="true" focusable="false" size={24} />
          ) : (
            <Menu aria-hidden="true" focusable="false" size={24} />
          )}
        </button>
        {mobileOpen ? <div className="menu-scrim" aria-hidden="true" onClick={closeAll} /> : null}
        <a className="menu-fallback" href="/sitemap">
          <Menu aria-hidden="true" focusable="false" size={24} />
          <span>Menu</span>
        </a>
      </div>
    </header>
  );
}
