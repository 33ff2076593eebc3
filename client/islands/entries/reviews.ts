export { ReviewsFilter as default } from "../../../shared/features/reviews/reviews-filter";
