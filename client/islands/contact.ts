export { ContactForm as default } from "../../shared/components/contact/contact-form";
