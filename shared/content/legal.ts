/**
 * Legal pages: /terms, /privacy, /refund-policy (the spec's screens and routes, "Legal pages"; refund figures
 * from the spec's business constants, "Refund policy"). The brand name, e-mail and phone come from the site
 * config; the page template shows today's date as "Last updated" and adds the e-mail and phone to the contact
 * box. What the server keeps of a message, what it counts of a page view, and for how long, are this
 * deployment's settings: the privacy page's paragraphs say `{messageStorage}`, `{pageCounts}`,
 * `{attribution}`, `{booking}` and `{providers}`, and the template fills them in from the config and the
 * code's own lists (legalText).
 */
import { CLICK_KINDS, UTM_KEYS } from "../attribution";
import type { Site } from "../site";
import { facts, timelineRange } from "./facts";

export type LegalSlug = "terms" | "privacy" | "refund-policy";

/** One titled section. The template renders the paragraphs, then the bullets (if any); where a section has
 * bullets, its last paragraph introduces them. */
export type LegalSection = { id: string; title: string; paragraphs: string[]; bullets?: string[] };

export type LegalPage = {
  slug: LegalSlug;
  title: string;
  seo: { title: string; description: string };
  intro: string;
  sections: LegalSection[];
  contactTitle: string;
  contactBody: string;
};

const terms: LegalPage = {
  slug: "terms",
  title: "Terms & Conditions",
  seo: {
    title: "Terms & Conditions",
    description:
      "The terms behind our web design, development and digital marketing services: proposals, payments, who owns your website, timelines and delivery.",
  },
  intro:
    "These Terms & Conditions govern your use of this website and the web design, development and digital marketing services you buy from us. \u201cWe\u201d, \u201cus\u201d and \u201cour\u201d mean the agency that operates this website; \u201cyou\u201d means the person or business using the site or engaging our services. By using the site or signing a proposal with us, you agree to these terms, so please read them carefully.",
  sections: [
    {
      id: "introduction",
      title: "Introduction",
      paragraphs: [
        "These terms apply to every visitor to this website and to every client. When we work together, your signed proposal or statement of work (your \u201cproposal\u201d) sets out the scope, price and timeline of your project. If your proposal and these terms ever disagree, your proposal wins for that project.",
        "The guides, checklists, browser tools and articles on this website are general information, not legal, financial or professional advice for your situation. You are welcome to use them in your own business, but you may not copy, resell or republish them without our written permission. The tools are provided as they are, without any promise that they suit a particular purpose.",
        "These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute we cannot resolve together in good faith will be heard in the state or federal courts located in New York County, New York, and both parties agree to the jurisdiction of those courts.",
        "We may update these terms from time to time; the date at the top of this page shows when they last changed. A change never alters a proposal you have already signed unless we both agree to it in writing.",
      ],
    },
    {
      id: "services-agreement",
      title: "Services Agreement",
      paragraphs: [
        "Every project starts with a written proposal that describes the work, the deliverables, the price and the expected timeline. Work begins once you have signed the proposal and paid any deposit it lists. Our prices are fixed for the agreed scope. Anything outside it, such as extra pages, new features or additional revision rounds, is quoted separately and starts only after you approve the cost in writing.",
        "Invoices are due on the dates set out in your proposal. Project fees are normally split into a deposit and milestone payments, and monthly services such as SEO, PPC management and reputation management are billed in advance each month. If an invoice is overdue, we may pause work after telling you in writing, and the timeline moves by the length of the pause. Advertising budgets are paid directly to platforms such as Google and are separate from our fees.",
        "Monthly services have no long-term contract: you can cancel at any time by writing to us. Cancellations and refunds are handled under our Refund Policy, which forms part of these terms.",
        "You agree to give us accurate information and timely access to the accounts, content and feedback the project needs, and to send us only material you have the right to use. Search engines and advertising platforms are run by third parties, so we cannot guarantee specific rankings, traffic or numbers of leads. We do commit to carrying out the work in your proposal with skill and care, and to telling you promptly if anything puts the plan at risk.",
        "To the extent the law allows, our total liability for any claim relating to a project is limited to the fees you paid us for that project or, for monthly services, the fees you paid in the three months before the claim. Neither party is liable to the other for indirect or consequential losses, such as lost profits or lost data.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      paragraphs: [
        "Once you have paid in full, you own the final deliverables we create specifically for you: the approved designs, your website's custom code, and the text and graphics written or drawn for your project. Until payment is complete, we keep ownership and you may use the work only to review and test it.",
        "Some parts of every project are not made from scratch. Our own tools, code libraries, templates and working methods remain ours, and we give you a permanent, non-exclusive, royalty-free license to use them as part of your website. Third-party items such as fonts, stock photos, plugins and software are covered by their own license terms, which we pass on to you; some carry renewal fees, and we will tell you which before you approve them.",
        "You keep ownership of everything you give us, including your logo, brand assets, photos, text and data. You allow us to use that material only to deliver your project, and you confirm you have the right to share it with us.",
        "Accounts we set up for you, such as your domain, hosting, Google Business Profile, Google Ads and analytics, are registered in your name or handed over to you, so you stay in control if we ever stop working together.",
        "Unless you ask us not to in writing, we may show the finished work and a short summary of its results in our portfolio, case studies and award entries. We never publish confidential information, and we will remove your project from our materials on request.",
      ],
    },
    {
      id: "project-timeline-delivery",
      title: "Project Timeline & Delivery",
      paragraphs: [
        `Your proposal includes a timeline with milestones and review dates. As a guide, most websites launch in ${facts.timelines["custom-web-design"]}, online stores in ${facts.timelines["ecommerce-solutions"]}, and advertising campaigns go live after ${timelineRange("ppc-advertising")} of setup. Search engine optimization builds over time: most clients see meaningful ranking gains within ${facts.timelines["local-seo"]}.`,
        "Timelines depend on both of us. If content, feedback, approvals or account access arrive later than planned, the launch date moves by at least the same amount and we will send you a revised schedule. If you put a project on hold for more than 60 days, we may invoice the work completed so far and agree a new start date with you.",
        "Each design stage includes two rounds of revisions unless your proposal says otherwise. Please collect feedback from everyone involved into one list per round. Further rounds, and changes to work you have already approved, are quoted as additional work.",
        "We deliver work as a preview link or files for your review. A milestone counts as accepted when you approve it in writing or when the website goes live on your domain. For 30 days after launch, we fix any defect in our own work that you report, at no charge; new features and content changes are handled as separate work or under a monthly plan.",
      ],
    },
  ],
  contactTitle: "Questions About These Terms?",
  contactBody:
    "If anything here is unclear, or you would like to talk through how these terms apply to your project, get in touch. A real person will reply within 24 hours.",
};

const privacy: LegalPage = {
  slug: "privacy",
  title: "Privacy Policy",
  seo: {
    title: "Privacy Policy",
    description:
      "What our website collects and why: contact form messages, browser tool data that stays on your own device and basic server logs. No ad tracking, ever.",
  },
  intro:
    "This Privacy Policy explains what information this website collects, why we collect it and what we do with it. The short version: we collect only what you choose to send us, the data you enter in our browser tools stays on your own device, we do not use advertising trackers, and we never sell your personal information.",
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      paragraphs: [
        "Information you send us. When you fill in our contact form, we receive the details you enter, such as your name, e-mail address, phone number, company and message.{booking} If you e-mail or call us, we receive whatever you choose to share.",
        "Information that stays in your browser. Our SEO checklist, PPC guide and client intake tools save your answers and progress in your own browser's local storage, on your device. That information is never sent to our server and we cannot see it. You can erase it at any time with the tool's Clear button or by clearing this site's data in your browser.",
        "Technical information. Like any website, our server keeps a basic log of each page request: the page's address with the names of any parameters after its question mark but never their values (so never an ad's click code or a campaign tag), the time, the response status and how long the response took. These logs never include your internet address, your browser's details or what you type into a form, and we use them only to keep the site running, fast and secure.",
        "{pageCounts}",
        "{attribution}",
        "What we do not collect:",
      ],
      bullets: [
        "Advertising cookies, tracking pixels or retargeting data: we do not use them on this website.",
        "Profiles of your browsing, or data about you bought from other companies.",
        "Payment card details: if you pay online, our card payment provider collects and processes them directly.",
        "Information from children: our services are for businesses, and we do not knowingly collect data from anyone under 13.",
      ],
    },
    {
      id: "how-we-protect-your-data",
      title: "How We Protect Your Data",
      paragraphs: [
        "Our website is served over an encrypted HTTPS connection and uses security headers that limit what other sites can load or run on our pages. The site has no visitor accounts and no database of visitor information, which keeps the amount of data that could ever be exposed to a minimum.",
        "{messageStorage} Only the team members who need a message to reply to you or deliver your project can read it, and our business accounts are protected with strong passwords and two-factor authentication.",
        "Data you enter in our browser tools stays on your device, so it is as private as that device. If you use a shared or public computer, clear the tool before you leave.",
        "No method of sending or storing data is completely secure, but we review our safeguards regularly. If a security incident ever affected your personal information, we would notify you and the relevant authorities as New York law, including the SHIELD Act, requires.",
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      paragraphs: [
        "We use the information you send us to answer your enquiry, prepare a proposal, schedule calls, deliver and bill for the services you buy, and keep you updated on your project. We do not add you to a marketing list unless you ask us to, and any marketing e-mail we send includes a one-click unsubscribe link.",
        "We share information only with the service providers that help us run the business, such as {providers}, and only as much as each needs to do its job. We may also disclose information when the law requires it. We never sell or rent your personal information, and we do not share it for advertising.",
        "We keep enquiry messages for as long as we need them to respond to you and, if you become a client, for the length of our work together plus the time required for tax and accounting records. Server logs are kept only as long as needed to operate and protect the site, then deleted.",
        "You can ask us at any time, free of charge, to:",
      ],
      bullets: [
        "Tell you what personal information we hold about you",
        "Correct anything that is inaccurate or out of date",
        "Delete your information, unless the law requires us to keep it",
        "Stop sending you e-mails other than those about work in progress",
      ],
    },
  ],
  contactTitle: "Questions About Your Privacy?",
  contactBody:
    "To find out what information we hold about you, correct it or have it deleted, e-mail or call us. We answer every privacy request, free of charge.",
};

const refund: LegalPage = {
  slug: "refund-policy",
  title: "Refund Policy",
  seo: {
    title: "Refund Policy",
    description:
      "How refunds work: a full refund if you cancel within 48 hours of signing, pro-rated refunds after work begins, and payment in 5-7 business days.",
  },
  intro:
    "We want every client to sign with confidence. This Refund Policy explains when you can get your money back, how to ask for it and what cannot be refunded. It forms part of our Terms & Conditions and applies to every project and monthly service unless your signed proposal says otherwise.",
  sections: [
    {
      id: "general-refund-policy",
      title: "General Refund Policy",
      paragraphs: [
        "Cancel within 48 hours of signing: full refund. If you cancel in writing within 48 hours of signing your proposal, we refund everything you have paid us, including any deposit. The only exceptions are the third-party items listed under Exceptions below.",
        "Cancel after work begins: pro-rated refund. Once the 48-hour window has passed and work has begun, you can still cancel at any time. We charge for the work completed up to the day we receive your cancellation, measured against the milestones in your proposal, and refund the rest of what you have paid. Your deposit is non-refundable once work begins, because it covers the research, planning and scheduling we commit to your project at the start.",
        "Monthly services. Our SEO, PPC management and reputation management plans have no long-term contracts. If you cancel part-way through a month you have already paid for, the same pro-rated approach applies to the unused part of that month.",
        "Before we calculate anything, we will always offer to talk. Many concerns can be fixed by changing the plan, and if something we delivered does not match the agreed scope, we will correct it at no charge.",
      ],
    },
    {
      id: "refund-process",
      title: "Refund Process",
      paragraphs: [
        "To cancel or request a refund, e-mail us from the address we have on file for your project. Include your name, company, proposal or invoice number and a short reason for the request. Requests must be in writing; the date we receive yours is the date we use to calculate any refund.",
        "We confirm every request within 24 hours and then send a written breakdown of the work completed, the amount to be refunded and how we calculated it. If you disagree with the breakdown, reply to it and we will go through it with you line by line.",
        "Refund requests are processed in 5-7 business days to the original payment method. We cannot send a refund to a different card, bank account or person. Your bank or card issuer may take a few more days to show the money on your statement.",
      ],
    },
    {
      id: "exceptions",
      title: "Exceptions",
      paragraphs: [
        "Deposits. Your deposit is non-refundable once work begins. Within the first 48 hours after signing, it is refunded in full as described above.",
        "Custom development. Custom design and development work is non-refundable after delivery, because it is made for your business alone and cannot be reused or resold. If a deliverable does not match the agreed scope, we will correct it at no charge instead.",
        "Third-party costs and delivered products. The following are non-refundable in every case, because they are paid to other companies on your behalf or are yours to keep as soon as they are delivered:",
      ],
      bullets: [
        "Domain fees, including registration, renewal and transfer fees",
        "SSL certificates",
        "Third-party licenses, such as premium plugins, fonts, stock photography and software subscriptions",
        "Delivered digital products, such as design files, templates, audits, guides and reports",
      ],
    },
  ],
  contactTitle: "Need to Request a Refund?",
  contactBody:
    "E-mail us with your name, company and invoice number, or call Mon-Fri 8:00 AM-6:00 PM or Sat 10:00 AM-4:00 PM. We confirm every request within 24 hours.",
};

export const legalPages: LegalPage[] = [terms, privacy, refund];

/** What every legal page's template says around its record: the title of its table of contents. */
export const legalCopy = { tocTitle: "On this page" };

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/**
 * What the website's server keeps of a message sent through its forms, and for how long, from the settings
 * the lead store runs on (server/config/env.ts: CONTACT_ACCESS_KEY, CONTACT_DELIVERY, CONTACT_KEEP_DELIVERED_DAYS,
 * CONTACT_MAX_AGE_DAYS), so the privacy page says what this deployment does.
 */
export function messageStorageText(site: Pick<Site, "messageStorage" | "contactDelivery">): string {
  const { delivered, keepDeliveredDays, maxAgeDays } = site.messageStorage;
  if (!delivered) {
    return `Messages sent through our contact form, and newsletter sign-ups, are kept on this website's server, where our team reads them, for at most ${days(maxAgeDays)}; then they are deleted.`;
  }
  const afterwards =
    keepDeliveredDays === 0
      ? "then deleted from the server at once"
      : `then kept on the server as a copy for ${days(keepDeliveredDays)} and deleted`;
  const retry = `If the inbox cannot be reached, a message waits on the server and is sent again later; one still undelivered after ${days(maxAgeDays)} is deleted.`;
  if (site.contactDelivery.mode === "direct") {
    return `Messages sent through the contact form go from your browser straight to the form service that forwards them to our team's business inbox; the website itself does not keep a copy. A newsletter sign-up is held on this website's server only until it reaches that inbox, ${afterwards}. ${retry}`;
  }
  return `Messages sent through the contact form, and newsletter sign-ups, are held on this website's server only until they reach our team's business inbox, ${afterwards}. ${retry}`;
}

/** The counted page view's fields, as the privacy page names them (from the code's own lists). */
export type PageCountFacts = { utmKeys: readonly string[]; adNetworks: readonly string[] };

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;

/**
 * What the website counts of each page view, where, and for how long: the daily totals (server/stats/),
 * kept for STATS_RETENTION_DAYS in a database file on the server or, with REDIS_URL, in the site's Redis.
 * The UTM names and ad networks come from shared/attribution.ts, so the page lists what the code reads.
 */
export function pageCountsText(site: Pick<Site, "stats">, facts: PageCountFacts): string {
  const where =
    site.stats.store === "redis"
      ? "in this website's own database (Redis) that its servers share"
      : "in a database file on this website's own server";
  return `Page counts. Each page you see sends our server one short note, so we can count visits without cookies: the page's address (without anything after a question mark), its kind, and whether your device is a phone, a tablet or a computer. For the first page of a visit it adds the name of the website whose link brought you here (its name only, such as google.com), the campaign tags in that link (${facts.utmKeys.join(", ")}; a tag holding an e-mail address, a phone number or anything but plain words is dropped) and, when you came from an ad, which ad network it was (${list(facts.adNetworks)}), never the ad's click code. The server adds each note to daily totals, ${where}: how many page views, visits and messages each day had, per page, source, campaign, device and kind of page. It keeps no record of you or of your visit, no internet address, no browser details and nothing that identifies you, and it deletes each day's totals after ${days(site.stats.retentionDays)}. Search engine robots and pages your browser loads ahead of time but never shows you are not counted. If your browser sends the Global Privacy Control signal, your pages are still counted, but without where you came from.`;
}

/**
 * What a form sends of where the visitor came from (client/attribution.ts, server/attribution.ts), and where
 * it goes with this deployment's delivery setting (CONTACT_DELIVERY).
 */
export function attributionText(site: Pick<Site, "contactDelivery">): string {
  const where =
    site.contactDelivery.mode === "direct"
      ? "The contact form sends it with your message straight to the form service that forwards it to our team's inbox; a newsletter sign-up sends it to this website's server, which keeps it with the sign-up as described below and counts it in the daily totals above."
      : "It is kept with your message or sign-up as described below, forwarded with it to our team's inbox, and counted in the daily totals above, without your name, e-mail, phone or message.";
  return `Where a message came from. While you browse, your browser remembers in this tab only (its session storage, deleted when you close the tab; no cookie) the first page you landed on, the name of the website that linked to it, the campaign tags and ad network described above, the time you arrived and how many pages you have seen. Nothing of it leaves your browser unless you send our contact form or sign up for our newsletter; then it goes with your message, together with the page you sent it from, and the time you arrived leaves your browser only as the number of minutes before your message. ${where} If your browser sends the Global Privacy Control signal, none of this is remembered, sent or kept: your message arrives on its own, and the daily totals count it without where you came from.`;
}

/** The scheduling calendar's sentence: only when this deployment embeds one (CALENDLY_URL). */
export function bookingText(site: Pick<Site, "booking">): string {
  return site.booking
    ? " If you book a call through the scheduling calendar on our contact page, the booking service collects your name, e-mail address and chosen time on our behalf."
    : "";
}

/** The service providers this deployment shares information with (the scheduling service only with one). */
export function providersText(site: Pick<Site, "booking">): string {
  return site.booking
    ? "our e-mail provider, the scheduling service and our card payment provider"
    : "our e-mail provider and our card payment provider";
}

export type LegalFacts = Pick<Site, "messageStorage" | "contactDelivery" | "booking" | "stats">;

/** A legal page's text with this deployment's facts filled in. */
export function legalText(
  text: string,
  site: LegalFacts,
  facts: PageCountFacts = { utmKeys: UTM_KEYS, adNetworks: CLICK_KINDS },
): string {
  return text
    .replace("{messageStorage}", () => messageStorageText(site))
    .replace("{attribution}", () => attributionText(site))
    .replace("{pageCounts}", () => pageCountsText(site, facts))
    .replace("{booking}", () => bookingText(site))
    .replace("{providers}", () => providersText(site));
}
