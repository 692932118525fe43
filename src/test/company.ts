/** The company every screen test's page is of: what a screen keeps in the browser is this company's. */
export const TEST_COMPANY = 'empresa-teste';

/** A key the app keeps for the test company (`<name>@<company>`). */
export const keptKey = (name: string) => `${name}@${TEST_COMPANY}`;
