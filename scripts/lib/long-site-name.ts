/** An operator's long brand name (40 characters): the audit's header stage and the screenshots use it. */
export const LONG_SITE_NAME = "Northbridge Digital Partners of New York";
