/**
 * Careers page copy for /careers (the spec's screens and routes, "Careers", entities "Job opening", business
 * constants "Timelines and claims"). Each opening carries what a JobPosting needs (dates, salary range,
 * employment type, remote location); salaries are yearly USD ranges, as New York City pay-transparency rules
 * expect on every posting.
 */
import type { FeatureCard, Link } from "./types";
import { facts, figures } from "./facts";

export type JobDepartment = "Design" | "Engineering" | "Marketing" | "Operations";

export type JobOpening = {
  /** kebab-case, unique; usable as an anchor id */
  id: string;
  title: string;
  type: "Full-Time" | "Part-Time";
  location: "Remote";
  department: JobDepartment;
  /** e.g. "5+ years" */
  experience: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  /** ISO dates (YYYY-MM-DD) */
  datePosted: string;
  validThrough: string;
  /** base salary in USD per year */
  salary: { min: number; max: number };
};

export type HiringStep = { title: string; description: string };

/**
 * Who leads each department: one of the three team leads on /about (about.ts), shown on each opening with
 * their drawn portrait (or the photo in its slot, public/images/photos/team/), so an applicant meets a person.
 */
export const departmentLeads: Record<JobDepartment, string> = {
  Design: "Maya Chen",
  Engineering: "Elena Ruiz",
  Marketing: "Marcus Bennett",
  Operations: "Maya Chen",
};

export type CareersContent = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string; primary: Link; secondary: Link };
  whyChoose: { id: "why-us"; title: string; lede: string; items: FeatureCard[] };
  perks: { title: string; lede: string; items: FeatureCard[] };
  /** the spec's screens and routes: five steps, in this order */
  hiring: {
    title: string;
    lede: string;
    steps: [HiringStep, HiringStep, HiringStep, HiringStep, HiringStep];
  };
  /** heading of the open-positions section (the hero's primary button scrolls to its id) */
  openPositions: {
    id: "open-positions";
    title: string;
    lede: string;
    /** the apply button's label; applications go to the configured careers address (SITE_CAREERS_EMAIL) */
    applyLabel: string;
    /** each opening's fold: its summary line and the headings of its two lists */
    details: { summary: string; requirements: string; responsibilities: string };
  };
  openings: [JobOpening, JobOpening, JobOpening, JobOpening];
  /** the button shows the configured careers address (SITE_CAREERS_EMAIL) */
  notListed: { title: string; body: string };
  cta?: { title: string; body: string; primary: Link };
};

const posted = { datePosted: "2026-11-02", validThrough: "2027-01-31" } as const;

export const careers: CareersContent = {
  seo: {
    title: "Careers: Remote Design & Marketing Jobs",
    description:
      "Join our remote team of designers, developers and marketers building websites for New York businesses. Open roles, salary ranges, perks and how we hire.",
  },
  hero: {
    title: "Do the Best Work of Your Career for Businesses That Feel It",
    lede: "We build websites and marketing that decide whether a local law firm, clinic or contractor gets the call. If you care about craft, clear thinking and results you can measure, we would like to meet you.",
    primary: { label: "View Open Positions", href: "#open-positions" },
    secondary: { label: "Why Work With Us", href: "#why-us" },
  },
  whyChoose: {
    id: "why-us",
    title: "Why Work With Us",
    lede: "A small-company feel with big-agency standards: senior colleagues, real clients and a direct line between your work and their results.",
    items: [
      {
        icon: "Globe",
        title: "Remote-First, Built Around People",
        description: `Our ${figures.team} teammates across ${figures.countries} countries work from wherever they do their best work, with a few shared hours on New York time for collaboration.`,
      },
      {
        icon: "Target",
        title: "Work With Visible Impact",
        description:
          "Our clients are local businesses, so you see your work turn into booked appointments and phone calls, usually within weeks of launch.",
      },
      {
        icon: "Award",
        title: "Award-Winning Standards",
        description: `Our work has earned ${figures.awards} industry awards. Every project gets design reviews, code reviews and a proper QA pass, so you never ship work you are not proud of.`,
      },
      {
        icon: "RefreshCw",
        title: "Room to Grow",
        description:
          "Twice-yearly growth conversations, a mentor from day one and clear paths from specialist to lead, whether you want to manage people or go deeper in your craft.",
      },
    ],
  },
  perks: {
    title: "Perks & Benefits",
    lede: "Everything you need to do focused work and take proper time off.",
    items: [
      {
        icon: "Shield",
        title: "Health, Dental & Vision",
        description:
          "Medical, dental and vision plans for you and your dependents, with most of the premium paid by us for full-time employees.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Equipment & Home Office",
        description:
          "A new laptop and monitor of your choice, plus a one-time allowance to set up a desk, chair and lighting that work for you.",
      },
      {
        icon: "Award",
        title: "Learning & Certifications",
        description:
          "A yearly learning budget for courses, books and conferences, and paid time to earn Google Ads, Analytics and accessibility certifications.",
      },
      {
        icon: "RefreshCw",
        title: "Flexible Hours",
        description:
          "Four shared collaboration hours on Eastern Time each weekday; plan the rest of your day around your life, not the other way round.",
      },
      {
        icon: "Check",
        title: "Real Time Off",
        description:
          "Paid vacation, US public holidays and a company-wide winter break between Christmas and New Year, when the whole team logs off.",
      },
      {
        icon: "MapPin",
        title: "New York Team Days",
        description:
          "Twice a year we get together in New York for planning, workshops and dinner. Travel and hotel are on us.",
      },
    ],
  },
  hiring: {
    title: "Our Hiring Process",
    lede: `From application to offer, our hiring process usually takes ${facts.hiring}. You will hear back at every stage, including when it is not a fit.`,
    steps: [
      {
        title: "Application Review",
        description:
          "A hiring manager, not a keyword filter, reads your application and portfolio or code samples. We reply within three business days.",
      },
      {
        title: "Initial Interview",
        description:
          "A 30-minute video call about your experience, what you want next and how we work. Bring your questions; there are no trick questions from us.",
      },
      {
        title: "Skill Assessment",
        description:
          "A short, practical exercise based on real client work, capped at three hours and paid. Designers may walk us through a past project instead.",
      },
      {
        title: "Team Interview",
        description:
          "Meet the people you would work with day to day. We talk through your exercise together and you get an honest picture of the role.",
      },
      {
        title: "Offer & Onboarding",
        description:
          "A written offer with salary, benefits and start date. Your first week includes a setup call, a mentor and a small first project to learn our tools.",
      },
    ],
  },
  openPositions: {
    id: "open-positions",
    title: "Open Positions",
    lede: "All roles are remote, with a few shared hours on Eastern Time each day. Every posting shows its salary range.",
    applyLabel: "Apply Now",
    details: {
      summary: "Requirements and responsibilities",
      requirements: "What you bring",
      responsibilities: "What you will do",
    },
  },
  openings: [
    {
      id: "senior-ui-ux-designer",
      title: "Senior UI/UX Designer",
      type: "Full-Time",
      location: "Remote",
      department: "Design",
      experience: "5+ years",
      description:
        "Lead the design of websites and online stores for law firms, healthcare practices and local businesses, from first wireframe to final handoff. You will shape how clients are presented online and mentor two mid-level designers along the way.",
      requirements: [
        "5+ years designing websites or digital products, with a portfolio of shipped work",
        "Expert in Figma, including components, auto layout and prototyping",
        "Solid grasp of responsive layout, typography and WCAG 2.2 AA accessibility",
        "Experience running user research or usability tests and acting on the findings",
        "Clear written and spoken English for presenting work directly to clients",
      ],
      responsibilities: [
        "Turn strategy and sitemaps into wireframes, design systems and high-fidelity mockups",
        "Present designs to clients and lead revision rounds to a confident sign-off",
        "Work with developers to make sure built pages match the design on every device",
        "Review other designers' work and raise the quality bar across the studio",
      ],
      ...posted,
      salary: { min: 120000, max: 150000 },
    },
    {
      id: "front-end-developer",
      title: "Front-End Developer (React & TypeScript)",
      type: "Full-Time",
      location: "Remote",
      department: "Engineering",
      experience: "3+ years",
      description:
        "Build fast, accessible client websites and online stores with React and TypeScript. You will own pages from approved design to launch, with performance and search visibility treated as features, not afterthoughts.",
      requirements: [
        "3+ years building production websites with React and TypeScript",
        "Strong semantic HTML and modern CSS, including responsive layout without heavy frameworks",
        "Working knowledge of Core Web Vitals and how to improve them",
        "Experience with headless CMSs, forms and third-party integrations such as booking or payments",
        "Comfortable with Git, code review and writing tests for your own work",
      ],
      responsibilities: [
        "Build responsive, accessible pages and components from Figma designs",
        "Set up structured data, redirects and analytics so sites launch ready for search",
        "Test across browsers and devices and fix issues before client review",
        "Review teammates' code and improve our shared starter kit and tooling",
      ],
      ...posted,
      salary: { min: 110000, max: 140000 },
    },
    {
      id: "local-seo-specialist",
      title: "Local SEO Specialist",
      type: "Full-Time",
      location: "Remote",
      department: "Marketing",
      experience: "2+ years",
      description:
        "Help local businesses across New York climb the map pack and organic results. You will run audits, Google Business Profile work, citations and content plans for a portfolio of clients and report on what moved.",
      requirements: [
        "2+ years in SEO, with hands-on local SEO for service businesses",
        "Experience managing Google Business Profiles, citations and review programs",
        "Confident with Google Search Console, Google Analytics 4 and at least one SEO crawler",
        "Able to write or brief clear, useful location and service page content",
        "Organized enough to juggle several client plans and deadlines at once",
      ],
      responsibilities: [
        "Audit client websites and profiles and turn findings into a prioritized plan",
        "Optimize Google Business Profiles, build citations and earn local links",
        "Plan and brief content with our writers and designers",
        "Prepare monthly reports that explain rankings, calls and leads in plain English",
      ],
      ...posted,
      salary: { min: 65000, max: 82000 },
    },
    {
      id: "digital-project-manager",
      title: "Digital Project Manager",
      type: "Full-Time",
      location: "Remote",
      department: "Operations",
      experience: "4+ years",
      description:
        "Keep website and marketing projects on time, on budget and calm. You will be the main point of contact for a group of clients, turning goals into plans and making sure everyone knows what happens next.",
      requirements: [
        "4+ years managing web, design or marketing projects at an agency or studio",
        "A track record of delivering fixed-scope projects on schedule",
        "Fluent in a project tool such as Asana, Jira or Linear, and in shared timelines",
        "Enough technical understanding to discuss scope with designers and developers",
        "Calm, clear communication with clients, including when the news is not good",
      ],
      responsibilities: [
        "Run kickoffs, build timelines and keep every project's status current",
        "Send weekly client updates and make sure questions get answered within 24 hours",
        "Spot scope changes early and agree cost and timing with clients before work starts",
        "Improve our project templates, checklists and handoffs from what each launch teaches us",
      ],
      ...posted,
      salary: { min: 90000, max: 110000 },
    },
  ],
  notListed: {
    title: "Don't See Your Role?",
    body: "We are always glad to hear from talented designers, developers, writers and marketers. Send your resume and a few lines about the work you want to do next, and we will get in touch when a role opens that fits.",
  },
};
