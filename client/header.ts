/**
 * The header's behaviour (spec 000 §2, §4, §9) in plain DOM code: the markup is server-rendered by
 * shared/components/layout/header.tsx, and this script toggles its states. No React: the header is on
 * every page, and a page with no other interactive part loads nothing else (about 2 KB instead of the
 * ~70 KB of React DOM a hydrated header cost).
 *  - scrolled past 20 px: the header darkens (.is-scrolled)
 *  - desktop: a submenu opens on mouse hover, on click, or with ArrowDown (focus moves into it); it closes
 *    when focus or the mouse leaves, on Escape (focus back on its trigger) or on a click elsewhere
 *  - phones: the toggle opens the sheet over a scrim and locks the page's scroll; tapping the scrim,
 *    Escape (focus back on the toggle) or growing to the desktop layout closes it
 */
const SCROLL_THRESHOLD = 20;
const DESKTOP_QUERY = "(min-width: 768px)";

export function attachHeader(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const scrim = header.querySelector<HTMLElement>(".menu-scrim");
  const items = [...header.querySelectorAll<HTMLLIElement>(".nav-item.has-menu")];
  const triggers = items.map((item) => item.querySelector<HTMLButtonElement>(".nav-trigger"));
  const desktop = window.matchMedia(DESKTOP_QUERY);
  let openIndex = -1;
  let mobileOpen = false;

  const setOpenIndex = (index: number) => {
    openIndex = index;
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
    const hover = (open: boolean) => (event: PointerEvent) => {
      if (event.pointerType === "mouse" && desktop.matches) setOpenIndex(open ? index : -1);
    };
    item.addEventListener("pointerenter", hover(true));
    item.addEventListener("pointerleave", hover(false));
    item.addEventListener("focusout", (event) => {
      if (desktop.matches && !item.contains(event.relatedTarget as Node | null) && openIndex === index)
        setOpenIndex(-1);
    });
    const trigger = triggers[index];
    trigger?.addEventListener("click", () => setOpenIndex(openIndex === index ? -1 : index));
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
