/*
 * The shared view's public face (ARCHITECTURE.md#boundaries): a company read-only, as its
 * read-only link shows it and as a campaign's members see each other's companies.
 */
export { SharedCompanyView } from './SharedCompanyView';
