/**
 * The company file's schema, which carries the company's battles and their aftermaths, and its
 * name: loaded by the export (api/companies.ts, the company page's Export menu), not with the
 * pages that read the companies.
 */
export { CompanyFile, companyFileName } from '@warband/schemas';
