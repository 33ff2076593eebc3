export { NewsletterForm as default } from "../../shared/components/blog/newsletter-form";
