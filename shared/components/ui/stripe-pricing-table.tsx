/**
 * The card payment provider's hosted pricing table (the spec's external calls, "Embeds"): its script is added
 * on mount and removed on unmount, and the provider's custom element renders the plans. Only used when both
 * STRIPE_PRICING_TABLE_ID and STRIPE_PUBLISHABLE_KEY are configured; the CSP then allows its host.
 */
import { createElement, useEffect } from "react";

export const PRICING_TABLE_SCRIPT = "https://js.stripe.com/v3/pricing-table.js";

export type StripePricingTableProps = { pricingTableId: string; publishableKey: string };

export function StripePricingTable({ pricingTableId, publishableKey }: StripePricingTableProps) {
  useEffect(() => {
    const script = document.createElement("script");
    script.src = PRICING_TABLE_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
    return () => script.remove();
  }, []);
  return createElement("stripe-pricing-table", {
    "pricing-table-id": pricingTableId,
    "publishable-key": publishableKey,
  });
}
