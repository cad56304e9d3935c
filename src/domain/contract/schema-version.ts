/** The shape every stored contract is brought up to; see ../upgrade/steps.ts. */
export const CURRENT_SCHEMA_VERSION = 3;
