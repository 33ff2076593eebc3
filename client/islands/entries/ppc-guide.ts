export { default } from "../../../shared/features/ppc-guide/island";
