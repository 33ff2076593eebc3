export { PostList as default } from "../../../shared/features/blog/post-list";
