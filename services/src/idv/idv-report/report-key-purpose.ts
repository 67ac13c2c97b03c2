/**
 * The purpose a report's PDF is sealed under (the tenant's report key). Its own file so the read model
 * and the key rotation's re-seal can name it without loading the renderer and Chromium's driver.
 * The value keeps the name reports had before session reports shared their table.
 */
export const REPORT_KEY_PURPOSE = 'idv-report';

/** What a report's PDF is bound to when sealed with the applicant's key: the report row. */
export const reportContext = (reportId: string) => `reports:${reportId}:pdf`;
