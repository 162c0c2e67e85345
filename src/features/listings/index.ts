// Listings: the overview, a listing's page and the widgets' lists. Routes import the pages, the
// search rules and the route data directly (the route definitions stay small).
export { ListingDetailPage, type ListingDetailPageProps } from './ListingDetailPage'
export { OverviewPage } from './overview/OverviewPage'
