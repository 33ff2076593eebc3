export { ClientIntake as default } from "../../shared/components/tools/client-intake";
