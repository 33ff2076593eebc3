export { BookingEmbed as default } from "../../../shared/features/contact/booking-embed";
