export { Header as default } from "../../shared/components/layout/header";
