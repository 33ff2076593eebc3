export { PostList as default } from "../../shared/components/blog/post-list";
