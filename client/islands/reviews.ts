export { ReviewsFilter as default } from "../../shared/components/reviews/reviews-filter";
