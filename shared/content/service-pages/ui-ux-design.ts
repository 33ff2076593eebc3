/**
 * UI/UX Design service page (the spec's screens and routes, "Service pages"): hero with two links to
 * /contact, problem cards, before/after images, six services, the six-step scroll process, testimonials, a
 * Why Partner section with four headline statistics and feature cards, pricing and a Start Your Project link
 * to /contact. Figures: the spec's business constants (UI/UX from $2,000; $4,000-$12,000; 4-8 weeks), "Other
 * marketing figures" and the case-study figures for the problem cards.
 */
import type { Img } from "../types";
import type { ServicePage } from "./types";
import { facts, figures } from "../facts";
import { testimonial } from "../attributions";

const stepImage = (name: string, alt: string): Img => ({
  src: `/images/process/${name}.svg`,
  alt,
  width: 560,
  height: 360,
});

export const uiUxDesignPage: ServicePage = {
  slug: "ui-ux-design",
  seo: {
    title: "UI/UX Design Services in New York",
    description:
      "UI/UX design for New York businesses: user research, journey maps, prototypes and usability testing that make booking and buying effortless. From $2,000.",
  },
  hero: {
    eyebrow: "UI/UX design · New York",
    title: "Interfaces So Clear Your Customers Never Get Stuck",
    lede: "We research how your customers think, map every step from first visit to booked appointment, and design interfaces that remove the guesswork. Fewer abandoned forms, fewer confused calls, more customers who finish what they started.",
    primary: { label: "Book a UX Review", href: "/contact" },
    secondary: { label: "Get Free Consultation", href: "/contact" },
    highlights: ["From $2,000", `Live in ${facts.timelines["ui-ux-design"]}`, "Tested with real users"],
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "Small Frustrations That Cost You Customers",
      lede: "Visitors rarely complain about a confusing website. They just leave. These are the problems we fix most often.",
      items: [
        {
          problem: "Visitors can't find what they came for",
          description:
            "Menus built around how your business is organized, not around the questions customers actually ask.",
          solution:
            "Card sorting and journey mapping give us a navigation that matches how your customers think, tested before it is built.",
          stat: { value: "−45%", label: "Bounce rate after a navigation overhaul" },
        },
        {
          problem: "Forms people abandon halfway",
          description:
            "Long forms, unclear labels and error messages that only appear after pressing submit send customers to a competitor.",
          solution:
            "We cut every form to the essentials, add clear labels, autofill and inline validation, and make the button impossible to miss.",
          stat: { value: "8.4%", label: "Conversion rate, up from 2.1%" },
        },
        {
          problem: "A clumsy experience on phones",
          description:
            "Tiny tap targets, sideways scrolling and pop-ups that cover the page make mobile visitors give up within seconds.",
          solution:
            "Mobile-first layouts with thumb-friendly buttons, readable text and click-to-call where it matters.",
          stat: { value: "+92%", label: "Mobile engagement" },
        },
        {
          problem: "A dated look that undermines trust",
          description:
            "Inconsistent fonts, colors and buttons make an established business look careless, before anyone reads a word.",
          solution:
            "A consistent design system with clear hierarchy, real photography and reviews placed where decisions are made.",
          stat: { value: "+147%", label: "Engagement after a redesign" },
        },
      ],
    },
    {
      kind: "before-after",
      id: "before-after",
      title: "See the Difference Good UX Makes",
      lede: "A dental clinic's booking page, before and after our redesign. Same clinic, same services, far fewer reasons to give up.",
      before: {
        src: "/images/services/uiux-before.svg",
        alt: "Cluttered dental clinic booking page with crowded form fields, faint grey text and a tiny submit button",
        width: 640,
        height: 400,
        caption:
          "Before: a wall of cramped fields, faint grey text and a tiny Submit button lost in the bottom corner.",
      },
      after: {
        src: "/images/services/uiux-after.svg",
        alt: "Redesigned dental clinic booking page with a clear heading, three simple fields and a large Book appointment button",
        width: 640,
        height: 400,
        caption:
          "After: one clear heading, three simple fields and a large Book appointment button patients see straight away.",
      },
    },
    {
      kind: "features",
      id: "services",
      title: "UI/UX Design Services",
      lede: "Research, design and testing under one roof, so every decision is based on how your customers behave, not on guesswork.",
      items: [
        {
          icon: "Search",
          title: "UX Audits & Research",
          description:
            "We review analytics, recordings and customer interviews to find exactly where and why visitors get stuck.",
          points: ["Heuristic UX audit", "Analytics and heatmap review", "Customer interviews"],
        },
        {
          icon: "MapPin",
          title: "User Journey Mapping",
          description:
            "Step-by-step maps of how each type of customer finds you, compares options and decides, with every friction point marked.",
          points: ["Customer personas", "Journey and flow maps", "Prioritized fix list"],
        },
        {
          icon: "MonitorSmartphone",
          title: "Wireframes & Prototypes",
          description:
            "Clickable prototypes you can try on your own phone, so structure and flow are settled before visual design begins.",
          points: ["Low-fidelity wireframes", "Clickable prototypes", "Mobile and desktop flows"],
        },
        {
          icon: "Palette",
          title: "UI Design & Design Systems",
          description:
            "Polished interfaces in your brand, built from a reusable library of components that keeps every page consistent.",
          points: ["High-fidelity screens", "Component library", "Developer-ready specs"],
          link: { label: "See custom web design", href: "/services/custom-web-design" },
        },
        {
          icon: "Target",
          title: "Usability Testing",
          description:
            "We watch real people complete real tasks, such as booking an appointment or requesting a quote, and fix what trips them up.",
          points: ["Moderated user tests", "Task success scoring", "A/B test planning"],
        },
        {
          icon: "Shield",
          title: "Accessibility Design",
          description:
            "Designs that work for everyone, including people using screen readers, keyboards or larger text, and reach more customers as a result.",
          points: ["WCAG contrast and sizing", "Keyboard-friendly flows", "Screen reader checks"],
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our Six-Step UX Design Process",
      lede: "Research first, pixels second. Each step is shared with you, so you see why every design decision was made.",
      steps: [
        {
          step: 1,
          title: "Discovery & Research",
          description:
            "We dig into your analytics, talk to your team and your customers, and agree the tasks the new experience must make effortless.",
          image: stepImage(
            "strategy",
            "Research board setting out business goals, target users and the metrics to improve",
          ),
          points: ["Stakeholder workshop", "Analytics and UX audit", "Customer interviews"],
        },
        {
          step: 2,
          title: "User Journey Mapping",
          description:
            "We map each customer's path from first search to booked appointment and mark every point where people hesitate or drop off.",
          image: stepImage(
            "planning",
            "Sitemap tracing the user's path from the home page through services to the quote request",
          ),
          points: ["Personas and scenarios", "Journey and flow maps", "Friction points ranked by impact"],
        },
        {
          step: 3,
          title: "Wireframing & Prototyping",
          description:
            "Simple wireframes settle structure and content, then clickable prototypes let you and your customers try the flow before it is designed.",
          image: stepImage(
            "design",
            "Desktop page layout taking shape as a wireframe before color and type are applied",
          ),
          points: ["Low-fidelity wireframes", "Clickable prototypes", "Content hierarchy"],
        },
        {
          step: 4,
          title: "High-Fidelity UI Design",
          description:
            "We apply your brand to every screen with a consistent system of colors, type and components, designed for mobile and desktop.",
          image: stepImage(
            "design",
            "High-fidelity homepage design with the brand color palette and typography scale",
          ),
          points: ["Pixel-perfect screens", "Reusable component library", "Two rounds of revisions"],
        },
        {
          step: 5,
          title: "Usability Testing",
          description:
            "Real users complete key tasks on the prototype while we watch. We fix what confuses them and test accessibility before anything is built.",
          image: stepImage(
            "qa",
            "Usability checklist covering mobile layouts, accessibility and forms, with a high score",
          ),
          points: ["Moderated user sessions", "Accessibility review", "Iterations based on findings"],
        },
        {
          step: 6,
          title: "Optimization & Launch",
          description:
            "We hand developers annotated designs, review the build against them and track results after launch to keep improving.",
          image: stepImage(
            "launch",
            "Launch rocket beside a chart of monthly leads rising after the redesign went live",
          ),
          points: ["Developer handoff and QA", "Conversion tracking", "Post-launch A/B tests"],
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Redesigns That Changed What Visitors Do",
      lede: "Research-led redesigns for a charter company and a gym, and what visitors now do differently.",
      studies: ["white-sails", "gowanus-strength"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Our Clients Say",
      items: [
        testimonial(
          "haddad-dentistry",
          "Online bookings",
          "Our booking form went from eleven fields to three. Patients book from their phones in under a minute now, and the front desk spends its time with people instead of on the phone.",
        ),
        testimonial(
          "carroll-street-kitchen",
          "Mobile reservations",
          "They watched our regulars try to reserve a table on their phones and saw exactly where they got stuck. The new flow takes three taps, and Friday nights fill up days ahead.",
          "facebook",
        ),
        testimonial(
          "riverdale-animal-hospital",
          "Completed forms",
          "Pet owners used to call just to ask how to book. After the research and testing, the new appointment page answers those questions up front and far more forms get finished.",
        ),
      ],
    },
    {
      kind: "stats",
      id: "why-partner",
      title: "Why Partner With Us for UI/UX Design",
      lede: "Design that is researched, tested and measured, from a team that has done it for businesses like yours.",
      tone: "dark",
      items: [
        {
          value: figures.projects,
          label: "Projects launched",
          description: "Interfaces for law firms, clinics, contractors, restaurants and retailers.",
        },
        {
          value: figures.experience,
          label: "Years of experience",
          description: "Designing and testing websites for real customers on every kind of screen.",
        },
        {
          value: "2.5x",
          label: "Conversion",
          description: "Clearer journeys and shorter forms turn more visits into bookings.",
        },
        {
          value: "156%",
          label: "Average revenue growth",
          description: "Better experiences show up where it counts: in your numbers.",
        },
      ],
    },
    {
      kind: "features",
      id: "why-partner-features",
      title: "What Makes Our UX Work Different",
      items: [
        {
          icon: "Search",
          title: "Research Before Pixels",
          description:
            "Every design starts from evidence: your analytics, your customers' words and what real users do, not personal taste.",
        },
        {
          icon: "Shield",
          title: "Accessible by Default",
          description:
            "Contrast, text size and keyboard access are checked at every step, so your site works for every customer.",
        },
        {
          icon: "Code2",
          title: "Designers and Developers Together",
          description:
            "Our developers review designs as they are made, so what you approve is exactly what gets built.",
        },
        {
          icon: "Target",
          title: "Measured After Launch",
          description:
            "We track bookings, form completions and drop-off points after launch, and keep refining what the data shows.",
        },
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "UI/UX Design Pricing & Plans",
      lede: "UI/UX projects start at $2,000, and most fall between $4,000 and $12,000. You get a fixed, written quote before work begins and no long-term contract.",
    },
    {
      kind: "cta",
      id: "get-started",
      title: "Make Every Click Count",
      body: "Send us your website and the one task you most want customers to complete. We'll reply within 24 hours with the quickest wins we can see and a plan to fix the rest.",
      primary: { label: "Start Your Project", href: "/contact" },
      points: ["Free UX review", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};
