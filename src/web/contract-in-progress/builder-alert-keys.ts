/** The builder's message that the contract being built is open in another tab; the layout shows it above every screen. */
export const OTHER_TAB_ALERT_KEY = 'otherTab';
