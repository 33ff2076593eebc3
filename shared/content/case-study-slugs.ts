/**
 * The case studies' slugs, in a module of their own: the client records (clients.ts) and the content shapes
 * (types.ts) name a case study, and case-studies.ts is made from both.
 */
export type CaseStudySlug =
  | "lice-busters"
  | "white-sails"
  | "lice-troopers"
  | "flatbush-bakehouse"
  | "gowanus-strength"
  | "harbor-dental"
  | "kingsbridge-law"
  | "mulberry-trattoria"
  | "bay-ridge-hvac"
  | "parkside-realty";
