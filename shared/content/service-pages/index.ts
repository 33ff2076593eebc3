import type { ServiceSlug } from "../../redirects";
import { customWebDesignPage } from "./custom-web-design";
import { ecommerceSolutionsPage } from "./ecommerce-solutions";
import { localSeoPage } from "./local-seo";
import { ppcAdvertisingPage } from "./ppc-advertising";
import { reputationManagementPage } from "./reputation-management";
import type { ServicePage } from "./types";
import { uiUxDesignPage } from "./ui-ux-design";
import { webDevelopmentPage } from "./web-development";

/** The seven service pages (the spec's screens and routes), keyed by slug. */
export const servicePages: Record<ServiceSlug, ServicePage> = {
  "custom-web-design": customWebDesignPage,
  "web-development": webDevelopmentPage,
  "ecommerce-solutions": ecommerceSolutionsPage,
  "ui-ux-design": uiUxDesignPage,
  "local-seo": localSeoPage,
  "ppc-advertising": ppcAdvertisingPage,
  "reputation-management": reputationManagementPage,
};
