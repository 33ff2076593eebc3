export { ContactForm as default } from "../../../shared/features/contact/contact-form";
