export { NewsletterForm as default } from "../../../shared/features/blog/newsletter-form";
