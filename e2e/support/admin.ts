/** The address the e2e server lists in ADMIN_EMAILS: whoever registers with it is an admin. */
export const E2E_ADMIN_EMAIL = 'ledger-admin@example.test';
