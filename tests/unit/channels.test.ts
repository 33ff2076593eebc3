/**
 * Sources and channels as an owner reads them (server/stats/channels.ts): one name per site whatever sent
 * the visit, and GA4's default channel groups.
 */
import { expect, test } from "vitest";
import { classify, type Touch } from "../../server/stats/channels";

const cases: Array<[string, Touch, string, string, string?]> = [
  ["nothing", {}, "(direct)", "Direct"],
  ["a Google search", { referrer: "www.google.com" }, "Google", "Organic Search"],
  ["a Google search abroad", { referrer: "www.google.co.uk" }, "Google", "Organic Search"],
  ["the Google app", { referrer: "com.google.android.googlequicksearchbox" }, "Google", "Organic Search"],
  [
    "a Google Ads click (gclid) with its tags",
    {
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring",
      click: "Google Ads",
    },
    "Google",
    "Paid Search",
    "google / cpc / spring",
  ],
  ["a Google Ads click without tags", { click: "Google Ads" }, "Google", "Paid Search"],
  ["a Microsoft Ads click", { click: "Microsoft Ads" }, "Bing", "Paid Search"],
  ["Bing", { referrer: "www.bing.com" }, "Bing", "Organic Search"],
  ["DuckDuckGo", { referrer: "duckduckgo.com" }, "DuckDuckGo", "Organic Search"],
  [
    "a Facebook link (fbclid is on every outbound link)",
    { referrer: "l.facebook.com", click: "Meta" },
    "Facebook",
    "Organic Social",
  ],
  [
    "a paid Facebook campaign",
    { utm_source: "fb", utm_medium: "paid_social", utm_campaign: "spring", click: "Meta" },
    "Facebook",
    "Paid Social",
    "fb / paid_social / spring",
  ],
  ["a LinkedIn ad click", { click: "LinkedIn Ads" }, "LinkedIn", "Paid Social"],
  ["LinkedIn's short links", { referrer: "lnkd.in" }, "LinkedIn", "Organic Social"],
  ["X", { referrer: "t.co" }, "X (Twitter)", "Organic Social"],
  [
    "a newsletter",
    { utm_source: "newsletter", utm_medium: "email", utm_campaign: "november" },
    "newsletter",
    "Email",
    "newsletter / email / november",
  ],
  [
    "a newsletter tagged by source only",
    { utm_source: "newsletter" },
    "newsletter",
    "Email",
    "newsletter / (none) / (none)",
  ],
  ["Gmail's web app", { referrer: "mail.google.com" }, "Gmail", "Email"],
  ["Gmail's Android app", { referrer: "com.google.android.gm" }, "Gmail", "Email"],
  ["another site", { referrer: "www.example.org" }, "example.org", "Referral"],
  ["ChatGPT", { referrer: "chatgpt.com" }, "ChatGPT", "Referral"],
  [
    "a display campaign",
    { utm_source: "dv360", utm_medium: "display" },
    "dv360",
    "Display",
    "dv360 / display / (none)",
  ],
  [
    "an affiliate",
    { utm_source: "partner", utm_medium: "affiliate" },
    "partner",
    "Affiliates",
    "partner / affiliate / (none)",
  ],
  [
    "a campaign of no known kind",
    { utm_source: "flyer", utm_medium: "print" },
    "flyer",
    "Other campaigns",
    "flyer / print / (none)",
  ],
  ["a medium with no source", { utm_medium: "email" }, "(not set)", "Email", "(not set) / email / (none)"],
];

test.each(cases)("%s", (_name, touch, source, channel, campaign) => {
  const result = classify(touch);
  expect(result).toEqual({ source, channel, ...(campaign ? { campaign } : {}) });
});
