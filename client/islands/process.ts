export { ProcessScroller as default } from "../../shared/components/ui/process-scroller";
