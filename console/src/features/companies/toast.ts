/** Spec §9: snackbars on the companies screens hide after 6 s. */
export const COMPANY_TOAST_MS = 6000;
