export { BookingEmbed as default } from "../../shared/components/contact/booking-embed";
