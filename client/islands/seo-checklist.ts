export { SeoChecklist as default } from "../../shared/components/tools/seo-checklist";
