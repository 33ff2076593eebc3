export { PpcGuide as default } from "../../shared/components/tools/ppc-guide";
