export { StripePricingTable as default } from "../../../shared/components/ui/stripe-pricing-table";
