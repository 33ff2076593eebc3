/**
 * eCommerce Solutions service page (the spec's screens and routes, "Service pages"): hero linking to /contact
 * and /case-studies, service cards, the six-step scroll-driven process, why-partner stats, testimonials,
 * pricing and a closing call to action. Figures: the spec's business constants (eCommerce from $3,500;
 * $8,000-$25,000; 6-12 weeks) and "Other marketing figures".
 */
import type { Img } from "../types";
import type { ServicePage } from "./types";
import { facts } from "../facts";
import { testimonial } from "../attributions";

const stepImage = (name: string, alt: string): Img => ({
  src: `/images/process/${name}.svg`,
  alt,
  width: 560,
  height: 360,
});

export const ecommerceSolutionsPage: ServicePage = {
  slug: "ecommerce-solutions",
  seo: {
    title: "eCommerce Web Design & Development in NYC",
    description: `eCommerce design and development for New York retailers: fast stores with simple checkout and inventory integrations, from $3,500, live in ${facts.timelines["ecommerce-solutions"]}.`,
  },
  hero: {
    eyebrow: "eCommerce solutions · New York",
    title: "Online Stores That Turn Browsers Into Buyers",
    lede: "We design and build online stores with product pages that sell, a checkout that takes seconds and the inventory, shipping and payment integrations that keep orders moving, so your shop earns around the clock.",
    primary: { label: "Start Your Store", href: "/contact" },
    secondary: { label: "View Case Studies", href: "/case-studies" },
    highlights: [
      "From $3,500",
      `Live in ${facts.timelines["ecommerce-solutions"]}`,
      "156% average revenue growth",
    ],
  },
  sections: [
    {
      kind: "features",
      id: "services",
      title: "eCommerce Services Built to Sell",
      lede: "Everything between a visitor landing on your store and a paid, packed and shipped order.",
      items: [
        {
          icon: "ShoppingCart",
          title: "Custom Store Design",
          description:
            "Storefronts designed around your products and brand, with collection and product pages that answer questions before shoppers ask them.",
          points: ["Branded storefront", "Product and collection pages", "Photo and video galleries"],
        },
        {
          icon: "Code2",
          title: "Store Development & Migration",
          description:
            "New builds or a move from an older platform, with products, customers, order history and SEO carried across intact.",
          points: [
            "Platform setup and theming",
            "Product and customer import",
            "Redirects for every old URL",
          ],
        },
        {
          icon: "Shield",
          title: "Secure Checkout & Payments",
          description:
            "A short, trustworthy checkout with cards, digital wallets and buy-now-pay-later options, protected by SSL and fraud checks.",
          points: ["One-page checkout", "Apple Pay and Google Pay", "Fraud screening"],
        },
        {
          icon: "RefreshCw",
          title: "Inventory & Shipping Integrations",
          description:
            "Connect your point of sale, inventory, shipping and accounting tools so stock levels and orders stay in sync everywhere you sell.",
          points: ["POS and inventory sync", "Live shipping rates and labels", "Accounting exports"],
        },
        {
          icon: "MonitorSmartphone",
          title: "Mobile Commerce",
          description:
            "Most shoppers browse on their phones. We design for thumbs first, with fast pages, sticky carts and autofill at checkout.",
          points: ["Mobile-first product pages", "Sticky add-to-cart", "Fast mobile checkout"],
        },
        {
          icon: "Search",
          title: "eCommerce SEO & Product Feeds",
          description:
            "Product schema, clean category structure and shopping feeds that get your products in front of people ready to buy.",
          points: ["Product and review schema", "Google Shopping feed", "Category page optimization"],
          link: { label: "Explore Local SEO", href: "/services/local-seo" },
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our Six-Step eCommerce Process",
      lede: "A proven path from product catalog to first order, with a named project lead and a shared timeline at every step.",
      // the spec's screens and routes: scroll-driven; movement starts after a half-viewport offset
      startOffset: 0.5,
      steps: [
        {
          step: 1,
          title: "Discovery & Strategy",
          description:
            "We study your products, margins, customers and competitors, then agree the platform, integrations and sales targets the store must hit.",
          image: stepImage(
            "strategy",
            "Strategy board with the store's sales goals, target shoppers and key metrics",
          ),
          points: [
            "Revenue and conversion goals",
            "Platform recommendation",
            "Competitor and pricing review",
          ],
        },
        {
          step: 2,
          title: "UX Design & Architecture",
          description:
            "We map categories, filters and the path from landing page to checkout so shoppers find the right product in as few clicks as possible.",
          image: stepImage("planning", "Sitemap showing how store categories and pages connect to checkout"),
          points: ["Category and filter structure", "Shopper journey maps", "Wireframes for key templates"],
        },
        {
          step: 3,
          title: "Visual Design",
          description:
            "High-fidelity designs for your home, collection, product and cart pages, reviewed together on desktop and mobile before any code.",
          image: stepImage("design", "Store homepage mockup with the brand's color palette and type scale"),
          points: ["Branded page designs", "Mobile and desktop mockups", "Two rounds of revisions"],
        },
        {
          step: 4,
          title: "Development & Integration",
          description:
            "We build the store, import your catalog and connect payments, shipping, inventory and accounting so orders flow without manual work.",
          image: stepImage(
            "development",
            "Code editor building the store next to a passing build and mobile preview",
          ),
          points: ["Store build and product import", "Payment and shipping setup", "Inventory and POS sync"],
        },
        {
          step: 5,
          title: "Testing & Security",
          description:
            "We place real test orders on every device, check speed, accessibility and tax rules, and lock down checkout before a single customer sees it.",
          image: stepImage(
            "qa",
            "Launch checklist with mobile, speed and form checks ticked and a high performance score",
          ),
          points: ["End-to-end test orders", "Speed and accessibility audits", "SSL and fraud protection"],
        },
        {
          step: 6,
          title: "Launch & Optimization",
          description:
            "A calm launch with redirects and analytics in place, then monthly reports and conversion tests that keep revenue climbing.",
          image: stepImage("launch", "Rocket launching beside a chart of orders rising after go-live"),
          points: ["Redirects and search console", "Sales and funnel tracking", "Ongoing conversion tests"],
        },
      ],
    },
    {
      kind: "stats",
      id: "why-partner",
      title: "Why Retailers Partner With Us",
      lede: "We measure our work in orders and revenue, and we stay on after launch to keep both growing.",
      tone: "dark",
      items: [
        {
          value: "156%",
          label: "Average revenue growth",
          description: "Faster stores and simpler checkouts turn more visits into paid orders.",
        },
        {
          value: "2.5x",
          label: "Conversion",
          description: "Clear product pages and fewer checkout steps mean fewer abandoned carts.",
        },
        {
          value: "99.9%",
          label: "Uptime",
          description: "Your store stays open through sales, launches and holiday rushes.",
        },
        {
          value: "24/7",
          label: "Support",
          description: "Monitoring and help whenever your customers are shopping, which is always.",
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Stores We Have Built and What They Sell",
      lede: "Two shops that now take orders around the clock, and the figures that changed after launch.",
      studies: ["lice-troopers", "flatbush-bakehouse"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "Stores We've Helped Grow",
      items: [
        testimonial(
          "cobble-hill-candle",
          "Online revenue",
          "Checkout used to take five screens and people gave up halfway. Now it's one page with Apple Pay, and our online sales finally match what we do in the shop.",
        ),
        testimonial(
          "sunnyside-pantry",
          "Online orders",
          "Customers can now choose a pickup slot or local delivery when they order, and the stock on the site matches our shelves. We stopped apologizing for items we'd already sold out of.",
          "facebook",
        ),
        testimonial(
          "arthur-avenue-wine",
          "Cart abandonment",
          "They handled age verification and state-by-state shipping rules we'd been struggling with for years. Fewer people abandon their carts, and shipping questions have dropped off.",
        ),
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "eCommerce Pricing & Plans",
      lede: "Online stores start at $3,500, and most projects fall between $8,000 and $25,000 depending on catalog size and integrations. Every quote is fixed before work begins.",
    },
    {
      kind: "cta",
      id: "get-started",
      title: "A Plan for Your Store in 24 Hours",
      body: "Tell us what you sell, how you sell it today and where you want to be. We'll reply within 24 hours with a clear plan, price and timeline for your store.",
      primary: { label: "Get Free Consultation", href: "/contact" },
      secondary: { label: "View Case Studies", href: "/case-studies" },
      points: ["Free store review", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};
