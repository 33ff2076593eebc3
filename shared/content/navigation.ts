/**
 * Header and footer menus (the spec's screens and routes, "Shared header", "Shared footer"; entities "Menu
 * entry"). Every href is in canonical form (shared/urls.ts): no trailing slash.
 */
import { services } from "./services";

export type MenuLink = { label: string; href: string };
export type MenuGroup = { category: string; items: MenuLink[] };
export type MenuEntry = {
  label: string;
  href?: string;
  groups?: MenuGroup[];
  /** Company is a two-column panel (the spec's screens and routes). */
  columns?: 1 | 2;
  /** Link to the hub page shown at the foot of the panel. */
  footer?: MenuLink;
};

const serviceLinks = (group: string): MenuLink[] =>
  services.filter((s) => s.group === group).map((s) => ({ label: s.title, href: `/services/${s.slug}` }));

export const industries: MenuLink[] = [
  { label: "Law Firms", href: "/industries/law-firms" },
  { label: "Healthcare", href: "/industries/healthcare" },
  { label: "Home Services", href: "/industries/home-services" },
  { label: "Small Business", href: "/industries/small-business" },
];

export const cities: MenuLink[] = [
  { label: "Brooklyn, NY", href: "/locations/brooklyn-ny" },
  { label: "Manhattan, NY", href: "/locations/manhattan-ny" },
  { label: "Queens, NY", href: "/locations/queens-ny" },
  { label: "Staten Island, NY", href: "/locations/staten-island-ny" },
];

export const legalLinks: MenuLink[] = [
  { label: "Terms & Conditions", href: "/terms" },
  { label: "Refund Policy", href: "/refund-policy" },
  { label: "Privacy Policy", href: "/privacy" },
];

export const toolLinks: MenuLink[] = [
  { label: "SEO Checklist", href: "/seo-checklist" },
  { label: "PPC Ads Guide", href: "/ppc-guide" },
  { label: "Client Intake", href: "/client-intake" },
];

export const mainMenu: MenuEntry[] = [
  {
    label: "Services",
    groups: [
      { category: "Web Design & Development", items: serviceLinks("Web Design & Development") },
      { category: "Digital Marketing", items: serviceLinks("Digital Marketing") },
    ],
    footer: { label: "All services", href: "/services" },
  },
  { label: "Industries", groups: [{ category: "Industries We Serve", items: industries }] },
  {
    label: "Locations",
    groups: [{ category: "New York City", items: cities }],
    footer: { label: "All locations", href: "/locations" },
  },
  {
    label: "Company",
    columns: 2,
    groups: [
      {
        category: "Company",
        items: [
          { label: "About Us", href: "/about" },
          { label: "Our Process", href: "/process" },
          { label: "Case Studies", href: "/case-studies" },
          { label: "Reviews", href: "/reviews" },
          { label: "Careers", href: "/careers" },
          { label: "Contact", href: "/contact" },
        ],
      },
      { category: "Resources", items: [{ label: "Blog", href: "/blog" }, ...toolLinks] },
      { category: "Legal", items: legalLinks },
    ],
  },
  { label: "Case Studies", href: "/case-studies" },
];

export const footerServices: MenuLink[] = [
  ...services.map((s) => ({ label: s.title, href: `/services/${s.slug}` })),
  // the spec's screens and routes: the footer's Services list includes Brand Strategy -> /process
  { label: "Brand Strategy", href: "/process" },
];

export const footerCompany: MenuLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Latest Projects", href: "/case-studies" },
  { label: "Careers", href: "/careers" },
  { label: "Our Process", href: "/process" },
];
