export { SeoChecklist as default } from "../../../shared/features/seo-checklist/seo-checklist";
