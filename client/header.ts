/**
 * The header's behaviour (the spec's screens and routes, states and transitions, business constants) in plain
 * DOM code: the markup is server-rendered by shared/components/layout/header.tsx, and this script toggles its
 * states. No React: the header is on every page, and a page with no other interactive part loads nothing else
 * (about 2 KB instead of the ~70 KB of React DOM a hydrated header cost).
 *  - scrolled past 20 px: the header darkens (.is-scrolled)
 *  - desktop: a submenu opens on mouse hover, on click (Enter, Space, a tap), or with ArrowDown (focus moves
 *    into it). Hover-opened, it closes when the mouse leaves; a click on its trigger then pins it open
 *    instead of closing it (a visitor clicks what they point at, and the menu must not vanish under the
 *    pointer). A click on the trigger of a pinned or clicked-open menu closes it, and it stays shut while
 *    the pointer is on it. Any menu closes when focus leaves it, on Escape (focus back on its trigger) or
 *    on a click elsewhere
 *  - phones: the toggle opens the sheet over a scrim and locks the page's scroll; tapping the scrim,
 *    Escape (focus back on the toggle) or growing to the desktop layout closes it
 */
const SCROLL_THRESHOLD = 20;
/** In em as header.css's breakpoints: with large text (a 32 px default) 48em is 1536 px, the phone menu */
const DESKTOP_QUERY = "(min-width: 48em)";

export function attachHeader(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const scrim = header.querySelector<HTMLElement>(".menu-scrim");
  const items = [...header.querySelectorAll<HTMLLIElement>(".nav-item.has-menu")];
  const triggers = items.map((item) => item.querySelector<HTMLButtonElement>(".nav-trigger"));
  const desktop = window.matchMedia(DESKTOP_QUERY);
  let openIndex = -1;
  /** the open menu was opened by the mouse coming over it (and closes when the mouse leaves) */
  let openByHover = false;
  let mobileOpen = false;

  const setOpenIndex = (index: number, byHover = false) => {
    openIndex = index;
    openByHover = index !== -1 && byHover;
    items.forEach((item, i) => {
      item.classList.toggle("is-open", i === index);
      triggers[i]?.setAttribute("aria-expanded", String(i === index));
    });
  };
  const setMobileOpen = (open: boolean) => {
    mobileOpen = open;
    header.classList.toggle("is-menu-open", open);
    toggle?.setAttribute("aria-expanded", String(open));
    toggle?.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    document.documentElement.classList.toggle("scroll-locked", open);
  };
  const closeAll = () => {
    if (mobileOpen) setMobileOpen(false);
    if (openIndex !== -1) setOpenIndex(-1);
  };

  const onScroll = () => header.classList.toggle("is-scrolled", window.scrollY > SCROLL_THRESHOLD);
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });

  toggle?.addEventListener("click", () => {
    setMobileOpen(!mobileOpen);
    setOpenIndex(-1);
  });
  scrim?.addEventListener("click", closeAll);
  desktop.addEventListener("change", () => desktop.matches && mobileOpen && closeAll());

  items.forEach((item, index) => {
    item.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse" && desktop.matches && openIndex !== index) setOpenIndex(index, true);
    });
    item.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse" && desktop.matches && openIndex === index && openByHover)
        setOpenIndex(-1);
    });
    item.addEventListener("focusout", (event) => {
      if (desktop.matches && !item.contains(event.relatedTarget as Node | null) && openIndex === index)
        setOpenIndex(-1);
    });
    const trigger = triggers[index];
    trigger?.addEventListener("click", () => {
      if (openIndex !== index) setOpenIndex(index);
      else if (openByHover) openByHover = false;
      else setOpenIndex(-1);
    });
    trigger?.addEventListener("keydown", (event) => {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      setOpenIndex(index);
      requestAnimationFrame(() => item.querySelector<HTMLAnchorElement>(".nav-panel a")?.focus());
    });
  });

  // Tapping or clicking outside the header closes whatever is open; Escape closes and returns focus.
  document.addEventListener("pointerdown", (event) => {
    if (!header.contains(event.target as Node)) closeAll();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    if (mobileOpen) {
      closeAll();
      toggle?.focus();
    } else if (openIndex !== -1) {
      const trigger = triggers[openIndex];
      setOpenIndex(-1);
      trigger?.focus();
    }
  });
}
