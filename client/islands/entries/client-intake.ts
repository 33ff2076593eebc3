export { ClientIntake as default } from "../../../shared/features/client-intake/client-intake";
