/**
 * Process page copy for /process (the spec's screens and routes, "Process"). The six steps themselves are the
 * home page's (home.ts `process.steps`); this record holds the words around them, the six benefit cards, the
 * FAQ and the closing call to action.
 */
import type { FaqItem, FeatureCard, Link } from "./types";
import { facts, figures } from "./facts";

export type ProcessPageContent = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string; primary: Link };
  /** heading above the six steps reused from home.ts */
  stepsIntro: { title: string; lede: string };
  /** the spec's screens and routes: exactly six benefit cards, in this order */
  benefits: {
    title: string;
    lede: string;
    items: [FeatureCard, FeatureCard, FeatureCard, FeatureCard, FeatureCard, FeatureCard];
  };
  faq: { title: string; items: [FaqItem, FaqItem, FaqItem, FaqItem] };
  cta: { title: string; body: string; primary: Link };
};

export const processPage: ProcessPageContent = {
  seo: {
    title: "Our Web Design Process, Step by Step",
    description:
      "How we plan, design, build, test and launch your website: six clear steps, a named lead, a shared timeline and a fixed quote agreed before work begins.",
  },
  hero: {
    title: "A Clear Process From First Call to Launch Day",
    lede: "No guesswork and no surprises. You know what happens at every step, who is doing it, when you will see it and what it costs, from the first strategy call to the monthly reports after launch.",
    primary: { label: "Start Your Project", href: "/contact" },
  },
  stepsIntro: {
    title: "Six Steps to a Website That Works",
    lede: "Each step ends with something you can review and approve before we move on, so decisions are made once and the launch date holds.",
  },
  benefits: {
    title: "What Our Process Means for You",
    lede: "A process is only worth having if it makes the result better and the project easier. Here is what you get from ours.",
    items: [
      {
        icon: "Target",
        title: "Data-Driven Decisions",
        description:
          "Keyword research, competitor reviews and your own analytics shape the sitemap, the content and the design, so choices rest on evidence rather than taste.",
        points: [
          "Keyword and competitor research",
          "Goals agreed in writing",
          "Tracking set up before launch",
        ],
      },
      {
        icon: "Mail",
        title: "Transparent Communication",
        description:
          "One named lead, a shared timeline and a short weekly update. You always know what is done, what is next and what we need from you.",
        points: ["Weekly progress updates", `Replies within ${figures.reply}`, "No jargon in reports"],
      },
      {
        icon: "RefreshCw",
        title: "Iterative Improvement",
        description:
          "We show work early and often, from wireframes to clickable designs, so feedback lands while changes are still quick and cheap to make.",
        points: ["Wireframes before design", "Two rounds of design revisions", "Monthly tests after launch"],
      },
      {
        icon: "Check",
        title: "Quality Assurance",
        description:
          "Every page, form and link is tested on real phones, tablets and browsers, and checked for accessibility and speed before you see the finished site.",
        points: [
          "Cross-browser and device tests",
          "Accessibility and speed audits",
          "Form and tracking checks",
        ],
      },
      {
        icon: "Code2",
        title: "Scalable Solutions",
        description:
          "Clean code and a content system your team can use mean new pages, services and locations can be added later without a rebuild.",
        points: ["Reusable page templates", "Easy-to-edit content", "Room for new services and cities"],
      },
      {
        icon: "Phone",
        title: "Post-Launch Support",
        description:
          "Launch is the start. We watch rankings, speed and leads after go-live, fix anything that comes up and keep improving the site month after month.",
        points: ["Monitoring and backups", "Monthly performance reports", "A real person when you call"],
      },
    ],
  },
  faq: {
    title: "Questions About How Projects Run",
    items: [
      {
        question: "How long does a typical project take?",
        answer: `Most website projects take ${facts.timelines["custom-web-design"]} from kickoff to launch; online stores usually take ${facts.timelines["ecommerce-solutions"]}. We agree the timeline and the review dates before work begins, and the biggest factor in keeping to it is how quickly content and feedback come back to us.`,
      },
      {
        question: "How much of my time will the project need?",
        answer:
          "Plan on a 60-minute strategy call at the start, then about an hour a week to review work and answer questions. We send a short list of what we need before each step, so you are never chasing us for what comes next.",
      },
      {
        question: "What if I want changes during the project?",
        answer:
          "Design includes two rounds of revisions, and small copy or layout tweaks are always welcome. If you want something outside the agreed scope, such as a new section of the site, we tell you the cost and the effect on the timeline before any work starts.",
      },
      {
        question: "What happens after the website launches?",
        answer:
          "We set up redirects, analytics and call tracking at launch, then watch speed, rankings and leads closely for the first weeks. After that you can stay on a monthly plan for updates, reports and ongoing SEO, with no long-term contract.",
      },
    ],
  },
  cta: {
    title: "Step One Is a Free Consultation",
    body: "Book a free consultation and we will talk through your goals, your customers and your competitors. You will leave with a clear plan, a fixed price and a realistic timeline.",
    primary: { label: "Schedule a Consultation", href: "/contact" },
  },
};
